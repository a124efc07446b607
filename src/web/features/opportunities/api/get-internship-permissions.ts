import { useQuery } from '@tanstack/react-query';
import type { InternshipPermissions } from '#common/opportunities';
import { apiRequest } from '#web/lib/api-client';

/** Whether the signed-in user may post internships; asked only when someone is signed in. */
export function useInternshipPermissions(enabled: boolean) {
  return useQuery({
    queryKey: ['my', 'internship-permissions'],
    queryFn: () => apiRequest<InternshipPermissions>('/api/internships/permissions'),
    enabled,
    staleTime: 30_000,
  });
}
