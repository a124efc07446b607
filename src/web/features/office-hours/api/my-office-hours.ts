import { useQuery } from '@tanstack/react-query';
import type { MyOfficeHours } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** GET /api/my/office-hours: the person's settings, windows (mentors) and sessions on either side. */
export function useMyOfficeHours() {
  return useQuery({
    queryKey: officeHoursKeys.mine,
    queryFn: () => apiRequest<MyOfficeHours>('/api/my/office-hours'),
  });
}
