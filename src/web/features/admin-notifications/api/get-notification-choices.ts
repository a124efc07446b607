import { useQuery } from '@tanstack/react-query';
import type { AdminNotifications } from '#common/admin-notifications';
import { apiRequest } from '#web/lib/api-client';
import { adminNotificationKeys } from '../query-keys';

/** GET /api/me/notifications (admin): the signed-in admin's choice for every kind of waiting work. */
export function useNotificationChoices() {
  return useQuery({
    queryKey: adminNotificationKeys.mine,
    queryFn: () => apiRequest<AdminNotifications>('/api/me/notifications'),
  });
}
