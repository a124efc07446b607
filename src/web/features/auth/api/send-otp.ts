import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '#common/auth-endpoints';
import { callApi } from '#web/lib/api-client';

/** Mails a login code; 429 while the resend cooldown runs. */
export function sendOtp(email: string) {
  return callApi(authEndpoints.sendOtp, { body: { email } });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
