import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramInput } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { invalidateAfterChange } from './invalidate-content';

/** PUT /api/admin/content/programs/:id: title, duration, summary and features (the slug stays). */
export function useUpdateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProgramInput }) =>
      apiRequest<{ id: number }>(`/api/admin/content/programs/${id}`, {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: () => invalidateAfterChange(client, 'programs'),
  });
}
