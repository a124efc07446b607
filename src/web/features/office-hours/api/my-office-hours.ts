import { useQuery } from '@tanstack/react-query';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** The person's settings, windows (mentors) and sessions on either side. */
export function useMyOfficeHours() {
  return useQuery({
    queryKey: officeHoursKeys.mine,
    queryFn: () => callApi(endpoints.mine),
  });
}
