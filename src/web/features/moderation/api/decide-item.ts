import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueAction, QueueSubject } from '#common/moderation';
import { moderationEndpoints } from '#common/moderation-endpoints';
import { callApi } from '#web/lib/api-client';
import { moderationKeys } from '../query-keys';

/** One decision on one waiting item (admin). */
export function useDecideQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      subject,
      id,
      action,
      reason,
    }: {
      subject: QueueSubject;
      id: number;
      action: QueueAction;
      reason?: string;
    }) => callApi(moderationEndpoints.decide, { params: { subject, id }, body: { action, reason } }),
    // Refetch even after a failure: a 409 or 404 means someone else decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
