import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export interface SendOtpAnswer {
  message: string;
  cooldownSeconds: number;
}

/** POST /api/auth/send-otp: mails a login code; 429 while the resend cooldown runs. */
export function sendOtp(email: string): Promise<SendOtpAnswer> {
  return apiRequest<SendOtpAnswer>('/api/auth/send-otp', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
