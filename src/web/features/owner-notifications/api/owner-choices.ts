import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerNotifications, OwnerNotificationsUpdate } from '#common/owner-notifications';
import { apiRequest } from '#web/lib/api-client';
import { ownerNotificationKeys } from '../query-keys';

const URL = '/api/me/owner-notifications';

/** GET /api/me/owner-notifications: the signed-in person's choice for both kinds. */
export function useOwnerChoices() {
  return useQuery({
    queryKey: ownerNotificationKeys.mine,
    queryFn: () => apiRequest<OwnerNotifications>(URL),
  });
}

/** PATCH /api/me/owner-notifications: stores the choices and answers both. */
export function useSaveOwnerChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: OwnerNotificationsUpdate) =>
      apiRequest<OwnerNotifications>(URL, { method: 'PATCH', body: JSON.stringify(choices) }),
    onSuccess: (saved) => queryClient.setQueryData(ownerNotificationKeys.mine, saved),
  });
}
