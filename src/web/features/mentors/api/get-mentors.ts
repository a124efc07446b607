import { useQuery } from '@tanstack/react-query';
import type { Mentor } from '#common/content';
import { apiRequest } from '#web/lib/api-client';

export function useMentors() {
  return useQuery({
    queryKey: ['content', 'mentors'],
    queryFn: () => apiRequest<{ items: Mentor[] }>('/api/content/mentors').then((body) => body.items),
  });
}
