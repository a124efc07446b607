import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotifications, AdminNotificationsUpdate } from '#common/admin-notifications';
import { apiRequest } from '#web/lib/api-client';
import { adminNotificationKeys } from '../query-keys';

/** PATCH /api/me/notifications (admin): stores the choices and answers all of them. */
export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: AdminNotificationsUpdate) =>
      apiRequest<AdminNotifications>('/api/me/notifications', {
        method: 'PATCH',
        body: JSON.stringify(choices),
      }),
    onSuccess: (saved) => queryClient.setQueryData(adminNotificationKeys.mine, saved),
  });
}
