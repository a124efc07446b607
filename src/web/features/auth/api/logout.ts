import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callApi } from '#web/lib/api-client';
import { forgetCurrentUser } from '../current-user';

// The account menu is in every page's first paint: the declaration loads when someone signs out.
const logoutEndpoint = () => import('#common/auth-endpoints').then((module) => module.authEndpoints.logout);

/** Ends the session on the server and clears its cookie. */
export function logout(): Promise<void> {
  return callApi(logoutEndpoint);
}

/** Signs out: the server session ends, the cached and stored user go, and the visitor lands on `/`. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Even when the server cannot be reached this browser forgets the user.
    onSettled: () => {
      forgetCurrentUser(queryClient);
      navigate('/');
    },
  });
}
