import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#common/contact';
import type { MessageAnswer } from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/contact: stores the message and notifies the centre. */
export function sendContactMessage(input: ContactInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/contact', { method: 'POST', body: JSON.stringify(input) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
