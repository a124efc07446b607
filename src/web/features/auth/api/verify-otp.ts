import { useMutation } from '@tanstack/react-query';
import type { SignInResult } from '#common/auth';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/auth/verify-otp: signs in with the mailed code; the server sets the session cookie. */
export function verifyOtp(input: { email: string; otp: string }): Promise<SignInResult> {
  return apiRequest<SignInResult>('/api/auth/verify-otp', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
