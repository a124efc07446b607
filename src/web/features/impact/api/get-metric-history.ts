import { useQuery } from '@tanstack/react-query';
import type { MetricHistory } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';

export function useMetricHistory() {
  return useQuery({
    queryKey: impactKeys.history,
    queryFn: () => apiRequest<MetricHistory>('/api/content/metrics/history'),
  });
}
