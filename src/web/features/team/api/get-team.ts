import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { teamKeys } from '../query-keys';

export function useTeam() {
  return useQuery({
    queryKey: teamKeys.list,
    queryFn: () => apiRequest<{ items: TeamMember[] }>('/api/content/team').then((body) => body.items),
  });
}
