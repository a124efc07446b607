import { useQuery } from '@tanstack/react-query';
import type { MentorList } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** GET /api/office-hours/mentors: mentors with published availability and their next free slots. */
export function useMentors() {
  return useQuery({
    queryKey: officeHoursKeys.mentors,
    queryFn: () => apiRequest<MentorList>('/api/office-hours/mentors'),
  });
}
