import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMetric, Metric, MetricInput } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { contentAdminKeys } from '../query-keys';
import { invalidateAfterChange } from './invalidate-content';

/** GET /api/admin/content/metrics: each counter's typed value, mode and what it would count. */
export function useAdminMetrics() {
  return useQuery({
    queryKey: contentAdminKeys.metrics,
    queryFn: () =>
      apiRequest<{ items: AdminMetric[] }>('/api/admin/content/metrics').then((body) => body.items),
    staleTime: 0,
  });
}

/** PUT /api/admin/content/metrics/:key. */
export function useUpdateMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: Metric['key']; input: MetricInput }) =>
      apiRequest<{ key: string }>(`/api/admin/content/metrics/${key}`, {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: () => invalidateAfterChange(client, 'metrics'),
  });
}
