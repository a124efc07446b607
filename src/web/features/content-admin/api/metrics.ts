import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Metric, MetricInput } from '#common/content';
import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { callApi } from '#web/lib/api-client';
import { contentAdminKeys } from '../query-keys';
import { invalidateAfterChange } from './invalidate-content';

/** Each counter's typed value, mode and what it would count. */
export function useAdminMetrics() {
  return useQuery({
    queryKey: contentAdminKeys.metrics,
    queryFn: () => callApi(contentAdminEndpoints.metrics).then((body) => body.items),
    staleTime: 0,
  });
}

/** A counter's label, value, animation and mode. */
export function useUpdateMetric() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: Metric['key']; input: MetricInput }) =>
      callApi(contentAdminEndpoints.updateMetric, { params: { key }, body: input }),
    onSuccess: () => invalidateAfterChange(client, 'metrics'),
  });
}
