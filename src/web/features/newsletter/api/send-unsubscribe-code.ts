import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, UnsubscribeSendCodeInput } from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/unsubscribe/send-otp: the same answer whether or not the email is subscribed. */
export function sendUnsubscribeCode(input: UnsubscribeSendCodeInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/newsletter/unsubscribe/send-otp', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

export function useSendUnsubscribeCode() {
  return useMutation({ mutationFn: sendUnsubscribeCode });
}
