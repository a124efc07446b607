import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';
import { historyEndpoint } from './impact-endpoints';

export function useMetricHistory() {
  return useQuery({
    queryKey: impactKeys.history,
    queryFn: () => callApi(historyEndpoint),
  });
}
