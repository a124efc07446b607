import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';
import { metricsEndpoint } from './impact-endpoints';

export function useMetrics() {
  return useQuery({
    queryKey: impactKeys.metrics,
    queryFn: () => callApi(metricsEndpoint).then((body) => body.items),
  });
}
