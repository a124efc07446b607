import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '#web/lib/api-client';
import { forgetCurrentUser } from '../current-user';

/** POST /api/auth/logout: ends the session on the server and clears its cookie. */
export function logout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
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
