import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveDirection } from '#common/content';
import { callApi } from '#web/lib/api-client';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

/** One place up or down, saved at once. */
export function useMoveItem(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: MoveDirection }) =>
      callApi(CONTENT_KINDS[kind].admin.move, { params: { id }, body: { direction } }),
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
