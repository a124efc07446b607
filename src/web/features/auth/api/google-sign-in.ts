import { useMutation } from '@tanstack/react-query';
import type { SignInResult } from '#common/auth';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/auth/google: the server verifies Google's ID token and opens a session. */
export function signInWithGoogle(credential: string): Promise<SignInResult> {
  return apiRequest<SignInResult>('/api/auth/google', {
    method: 'POST',
    body: JSON.stringify({ credential }),
  });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: signInWithGoogle });
}
