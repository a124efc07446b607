import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput } from '#common/auth';
import { authEndpoints } from '#common/auth-endpoints';
import { callApi } from '#web/lib/api-client';

/** Signs in with the mailed code; the server sets the session cookie. */
export function verifyOtp(input: VerifyOtpInput) {
  return callApi(authEndpoints.verifyOtp, { body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
