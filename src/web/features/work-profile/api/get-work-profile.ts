import { useQuery } from '@tanstack/react-query';
import type { WorkProfile } from '#common/work-profile';
import { apiRequest } from '#web/lib/api-client';
import { workProfileKeys } from '../query-keys';

/** GET /api/work-profile: the verified affiliation, if any, and the accepted university domains. */
export function useWorkProfile() {
  return useQuery({
    queryKey: workProfileKeys.mine,
    queryFn: () => apiRequest<WorkProfile>('/api/work-profile'),
  });
}
