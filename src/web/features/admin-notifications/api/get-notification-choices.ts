import { useQuery } from '@tanstack/react-query';
import { adminNotificationEndpoints } from '#common/admin-notification-endpoints';
import { callApi } from '#web/lib/api-client';
import { adminNotificationKeys } from '../query-keys';

/** The signed-in admin's choice for every kind of waiting work. */
export function useNotificationChoices() {
  return useQuery({
    queryKey: adminNotificationKeys.mine,
    queryFn: () => callApi(adminNotificationEndpoints.choices),
  });
}
