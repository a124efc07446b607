import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, UnsubscribeVerifyInput } from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/unsubscribe/verify: the mailed code unsubscribes. */
export function verifyUnsubscribe(input: UnsubscribeVerifyInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/newsletter/unsubscribe/verify', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

export function useVerifyUnsubscribe() {
  return useMutation({ mutationFn: verifyUnsubscribe });
}
