import { useQuery } from '@tanstack/react-query';
import { alertEndpoints } from '#common/alert-endpoints';
import { callApi } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** The signed-in person's saved searches, newest first. */
export function useMyAlerts() {
  return useQuery({
    queryKey: alertKeys.mine,
    queryFn: () => callApi(alertEndpoints.mine),
  });
}
