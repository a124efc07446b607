import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageAnswer, NewsletterTopic } from '#common/newsletter';
import { apiRequest } from '#web/lib/api-client';
import { newsletterKeys } from '../query-keys';

export interface OneClickLink {
  email: string;
  subscribed: boolean;
  topics: NewsletterTopic[];
}

const path = (token: string) => `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`;

/** GET: whose link this is; it changes nothing (mail scanners open links). */
export function useOneClickLink(token: string) {
  return useQuery({
    queryKey: newsletterKeys.oneClick(token),
    queryFn: () => apiRequest<OneClickLink>(path(token)),
    retry: false,
  });
}

/** POST: unsubscribes the link's address. */
export function useOneClickUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => apiRequest<MessageAnswer>(path(token), { method: 'POST', body: '{}' }),
  });
}

/** PUT /api/newsletter/topics: the link's subscriber changes topics. */
export function useTopicsByLink(token: string) {
  return useMutation({
    mutationFn: (topics: NewsletterTopic[]) =>
      apiRequest<MessageAnswer>(`/api/newsletter/topics?token=${encodeURIComponent(token)}`, {
        method: 'PUT',
        body: JSON.stringify({ topics }),
      }),
  });
}
