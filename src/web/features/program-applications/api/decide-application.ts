import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramApplication } from '#common/program-applications';
import { apiRequest } from '#web/lib/api-client';
import { applicationKeys } from '../query-keys';

/** PATCH /api/program-applications/:id (admin): accept or decline a pending application. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'declined' }) =>
      apiRequest<ProgramApplication>(`/api/program-applications/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ status }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
