import { useQuery } from '@tanstack/react-query';
import type { MentorSlots } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** GET /api/office-hours/slots?mentor=: one mentor's free slots up to the booking horizon. */
export function useMentorSlots(mentorId: number | null) {
  return useQuery({
    queryKey: officeHoursKeys.slots(mentorId ?? 0),
    queryFn: () => apiRequest<MentorSlots>(`/api/office-hours/slots?mentor=${mentorId}`),
    enabled: mentorId !== null,
  });
}
