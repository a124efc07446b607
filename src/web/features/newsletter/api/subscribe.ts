import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, SubscribeInput } from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/newsletter/subscribe: subscribing twice is fine. */
export function subscribeToNewsletter(input: SubscribeInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/newsletter/subscribe', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
