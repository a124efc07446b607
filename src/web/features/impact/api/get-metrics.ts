import { useQuery } from '@tanstack/react-query';
import type { Metric } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';

export function useMetrics() {
  return useQuery({
    queryKey: impactKeys.metrics,
    queryFn: () => apiRequest<{ items: Metric[] }>('/api/content/metrics').then((body) => body.items),
  });
}
