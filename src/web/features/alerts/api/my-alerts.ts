import { useQuery } from '@tanstack/react-query';
import type { Alert } from '#common/alerts';
import { apiRequest } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** GET /api/my/alerts: the signed-in person's saved searches, newest first. */
export function useMyAlerts() {
  return useQuery({
    queryKey: alertKeys.mine,
    queryFn: () => apiRequest<{ items: Alert[] }>('/api/my/alerts'),
  });
}
