import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

/** DELETE /api/admin/content/<kind>/:id (its photo goes with it). */
export function useDeleteItem(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/api/admin/content/${CONTENT_KINDS[kind].admin}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
