import { useMutation, useQuery } from '@tanstack/react-query';
import { alertEndpoints } from '#common/alert-endpoints';
import { callApi } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** GET: the alerts a digest's unsubscribe link names; it changes nothing (mail scanners open links). */
export function useAlertLink(token: string) {
  return useQuery({
    queryKey: alertKeys.link(token),
    queryFn: () => callApi(alertEndpoints.linkStatus, { query: { token } }),
    retry: false,
  });
}

/** POST: pauses them. */
export function useAlertUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => callApi(alertEndpoints.oneClick, { query: { token }, body: {} }),
  });
}
