import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '#common/content';
import { apiRequest } from '#web/lib/api-client';

export function useTeam() {
  return useQuery({
    queryKey: ['content', 'team'],
    queryFn: () => apiRequest<{ items: TeamMember[] }>('/api/content/team').then((body) => body.items),
  });
}
