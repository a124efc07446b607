import { useQuery } from '@tanstack/react-query';
import type { Mentor } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { mentorKeys } from '../query-keys';

export function useMentors() {
  return useQuery({
    queryKey: mentorKeys.list,
    queryFn: () => apiRequest<{ items: Mentor[] }>('/api/content/mentors').then((body) => body.items),
  });
}
