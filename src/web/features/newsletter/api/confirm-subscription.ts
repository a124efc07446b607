import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmCodeInput, NewsletterTopic } from '#common/newsletter';
import { newsletterEndpoints } from '#common/newsletter-endpoints';
import { callApi } from '#web/lib/api-client';
import { newsletterKeys } from '../query-keys';

/** The code from the confirmation mail confirms the subscription. */
export function useConfirmByCode() {
  return useMutation({
    mutationFn: (input: ConfirmCodeInput) => callApi(newsletterEndpoints.confirm, { body: input }),
  });
}

/** Whose confirmation link this is; it changes nothing (mail scanners open links). */
export function useConfirmLink(token: string) {
  return useQuery({
    queryKey: newsletterKeys.confirmLink(token),
    queryFn: () => callApi(newsletterEndpoints.confirmLinkStatus, { query: { token } }),
    retry: false,
  });
}

/** Confirms the link's address with the topics chosen, or changes them once it is subscribed. */
export function useConfirmByLink(token: string) {
  return useMutation({
    mutationFn: (topics: NewsletterTopic[]) =>
      callApi(newsletterEndpoints.confirmLink, { query: { token }, body: { topics } }),
  });
}
