import { useMutation, useQuery } from '@tanstack/react-query';
import type { AlertLinkStatus } from '#common/alerts';
import { apiRequest } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

const path = (token: string) => `/api/alerts/one-click-unsubscribe?token=${encodeURIComponent(token)}`;

/** GET: the alerts a digest's unsubscribe link names; it changes nothing (mail scanners open links). */
export function useAlertLink(token: string) {
  return useQuery({
    queryKey: alertKeys.link(token),
    queryFn: () => apiRequest<AlertLinkStatus>(path(token)),
    retry: false,
  });
}

/** POST: pauses them. */
export function useAlertUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>(path(token), { method: 'POST', body: '{}' }),
  });
}
