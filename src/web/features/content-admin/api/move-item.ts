import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveDirection } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

/** POST /api/admin/content/<kind>/:id/move {direction}: one place up or down, saved at once. */
export function useMoveItem(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: MoveDirection }) =>
      apiRequest<{ id: number }>(`/api/admin/content/${CONTENT_KINDS[kind].admin}/${id}/move`, {
        method: 'POST',
        body: JSON.stringify({ direction }),
      }),
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
