import { useQuery } from '@tanstack/react-query';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** The schedule, who has not met a mentor, and mentor activity. */
export function useAdminSchedule() {
  return useQuery({
    queryKey: officeHoursKeys.admin,
    queryFn: () => callApi(endpoints.schedule),
  });
}
