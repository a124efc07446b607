import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramInput } from '#common/content';
import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { callApi } from '#web/lib/api-client';
import { invalidateAfterChange } from './invalidate-content';

/** Title, duration, summary and features (the slug stays). */
export function useUpdateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProgramInput }) =>
      callApi(contentAdminEndpoints.programs.update, { params: { id }, body: input }),
    onSuccess: () => invalidateAfterChange(client, 'programs'),
  });
}
