import { useQuery } from '@tanstack/react-query';
import type { WorkProfile } from '#common/work-profile';
import { apiRequest } from '#web/lib/api-client';

export const WORK_PROFILE_KEY = ['my', 'work-profile'] as const;

/** GET /api/work-profile: the verified affiliation, if any, and the accepted university domains. */
export function useWorkProfile() {
  return useQuery({
    queryKey: WORK_PROFILE_KEY,
    queryFn: () => apiRequest<WorkProfile>('/api/work-profile'),
  });
}
