import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueAction, QueueSubject } from '#common/moderation';
import { apiRequest } from '#web/lib/api-client';
import { moderationKeys } from '../query-keys';

/** PATCH /api/admin/moderation/:subject/:id (admin): one decision on one waiting item. */
export function useDecideQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { subject: QueueSubject; id: number; action: QueueAction; reason?: string }) =>
      apiRequest<{ message: string }>(`/api/admin/moderation/${decision.subject}/${decision.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ action: decision.action, reason: decision.reason }),
      }),
    // Refetch even after a failure: a 409 or 404 means someone else decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
