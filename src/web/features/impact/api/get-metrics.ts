import { useQuery } from '@tanstack/react-query';
import type { Metric } from '#common/content';
import { apiRequest } from '#web/lib/api-client';

export function useMetrics() {
  return useQuery({
    queryKey: ['content', 'metrics'],
    queryFn: () => apiRequest<{ items: Metric[] }>('/api/content/metrics').then((body) => body.items),
  });
}
