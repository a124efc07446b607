import { useQuery } from '@tanstack/react-query';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** Mentors with published availability and their next free slots. */
export function useMentors() {
  return useQuery({
    queryKey: officeHoursKeys.mentors,
    queryFn: () => callApi(endpoints.mentors),
  });
}
