import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '#common/auth-endpoints';
import { callApi } from '#web/lib/api-client';

/** The server verifies Google's ID token and opens a session. */
export function signInWithGoogle(credential: string) {
  return callApi(authEndpoints.google, { body: { credential } });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: signInWithGoogle });
}
