import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { CONTENT_KINDS } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

export type TextKind = 'testimonials' | 'faq';

/** POST (create) or PUT (edit) /api/admin/content/<kind>[/:id] with a JSON body. */
export function useSaveTextItem<Input extends object>(kind: TextKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input }) => {
      const base = `/api/admin/content/${CONTENT_KINDS[kind].admin}`;
      return apiRequest<{ id: number }>(id === undefined ? base : `${base}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: JSON.stringify(input),
      });
    },
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
