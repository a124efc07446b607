import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programApplicationEndpoints } from '#common/program-application-endpoints';
import { callApi } from '#web/lib/api-client';
import { applicationKeys } from '../query-keys';

/** PATCH /api/program-applications/:id (admin): accept or decline an earlier application still pending. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'declined' }) =>
      callApi(programApplicationEndpoints.decide, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
