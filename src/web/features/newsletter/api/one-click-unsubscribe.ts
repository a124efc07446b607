import { useMutation, useQuery } from '@tanstack/react-query';
import type { NewsletterTopic } from '#common/newsletter';
import { newsletterEndpoints } from '#common/newsletter-endpoints';
import { callApi } from '#web/lib/api-client';
import { newsletterKeys } from '../query-keys';

/** GET: whose link this is; it changes nothing (mail scanners open links). */
export function useOneClickLink(token: string) {
  return useQuery({
    queryKey: newsletterKeys.oneClick(token),
    queryFn: () => callApi(newsletterEndpoints.oneClickStatus, { query: { token } }),
    retry: false,
  });
}

/** POST: unsubscribes the link's address. */
export function useOneClickUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => callApi(newsletterEndpoints.oneClick, { query: { token }, body: {} }),
  });
}

/** The link's subscriber changes topics. */
export function useTopicsByLink(token: string) {
  return useMutation({
    mutationFn: (topics: NewsletterTopic[]) =>
      callApi(newsletterEndpoints.changeTopics, { query: { token }, body: { topics } }),
  });
}
