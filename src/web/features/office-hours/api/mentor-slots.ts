import { useQuery } from '@tanstack/react-query';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** One mentor's free slots up to the booking horizon. */
export function useMentorSlots(mentorId: number | null) {
  return useQuery({
    queryKey: officeHoursKeys.slots(mentorId ?? 0),
    queryFn: () => callApi(endpoints.slots, { query: { mentor: mentorId ?? 0 } }),
    enabled: mentorId !== null,
  });
}
