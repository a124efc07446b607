import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageAnswer } from '#common/api-answers';
import type { ConfirmCodeInput, ConfirmLinkStatus, NewsletterTopic } from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';
import { newsletterKeys } from '../query-keys';

/** POST /api/newsletter/confirm: the code from the confirmation mail confirms the subscription. */
export function useConfirmByCode() {
  return useMutation({
    mutationFn: (input: ConfirmCodeInput) =>
      apiRequest<MessageAnswer>('/api/newsletter/confirm', { method: 'POST', body: JSON.stringify(input) }),
  });
}

const linkPath = (token: string) => `/api/newsletter/confirm-link?token=${encodeURIComponent(token)}`;

/** GET: whose confirmation link this is; it changes nothing (mail scanners open links). */
export function useConfirmLink(token: string) {
  return useQuery({
    queryKey: newsletterKeys.confirmLink(token),
    queryFn: () => apiRequest<ConfirmLinkStatus>(linkPath(token)),
    retry: false,
  });
}

/** POST: confirms the link's address with the topics chosen, or changes them once it is subscribed. */
export function useConfirmByLink(token: string) {
  return useMutation({
    mutationFn: (topics: NewsletterTopic[]) =>
      apiRequest<MessageAnswer>(linkPath(token), { method: 'POST', body: JSON.stringify({ topics }) }),
  });
}
