import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotificationsUpdate } from '#common/admin-notifications';
import { adminNotificationEndpoints } from '#common/admin-notification-endpoints';
import { callApi } from '#web/lib/api-client';
import { adminNotificationKeys } from '../query-keys';

/** Stores the choices and answers all of them. */
export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: AdminNotificationsUpdate) =>
      callApi(adminNotificationEndpoints.change, { body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(adminNotificationKeys.mine, saved),
  });
}
