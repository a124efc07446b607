import { useQuery } from '@tanstack/react-query';
import type { InternshipPermissions } from '#common/opportunities';
import { apiRequest } from '#web/lib/api-client';
import { opportunityKeys } from '../query-keys';

/** Whether the signed-in user may post internships; asked only when someone is signed in. */
export function useInternshipPermissions(enabled: boolean) {
  return useQuery({
    queryKey: opportunityKeys.internshipPermissions,
    queryFn: () => apiRequest<InternshipPermissions>('/api/internships/permissions'),
    enabled,
    staleTime: 30_000,
  });
}
