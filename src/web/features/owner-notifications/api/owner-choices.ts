import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerNotificationsUpdate } from '#common/owner-notifications';
import { ownerNotificationEndpoints } from '#common/owner-notification-endpoints';
import { callApi } from '#web/lib/api-client';
import { ownerNotificationKeys } from '../query-keys';

/** The signed-in person's choice for both kinds. */
export function useOwnerChoices() {
  return useQuery({
    queryKey: ownerNotificationKeys.mine,
    queryFn: () => callApi(ownerNotificationEndpoints.choices),
  });
}

/** Stores the choices and answers both. */
export function useSaveOwnerChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: OwnerNotificationsUpdate) =>
      callApi(ownerNotificationEndpoints.change, { body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(ownerNotificationKeys.mine, saved),
  });
}
