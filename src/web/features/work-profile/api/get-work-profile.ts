import { useQuery } from '@tanstack/react-query';
import { workProfileEndpoints } from '#common/work-profile-endpoints';
import { callApi } from '#web/lib/api-client';
import { workProfileKeys } from '../query-keys';

/** The verified affiliation, if any, and the accepted university domains. */
export function useWorkProfile() {
  return useQuery({
    queryKey: workProfileKeys.mine,
    queryFn: () => callApi(workProfileEndpoints.mine),
  });
}
