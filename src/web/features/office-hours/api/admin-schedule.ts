import { useQuery } from '@tanstack/react-query';
import type { AdminSchedule } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** GET /api/admin/office-hours: the schedule, who has not met a mentor, and mentor activity. */
export function useAdminSchedule() {
  return useQuery({
    queryKey: officeHoursKeys.admin,
    queryFn: () => apiRequest<AdminSchedule>('/api/admin/office-hours'),
  });
}
