import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertEndpoints } from '#common/alert-endpoints';
import type { AlertUpdate } from '#common/alerts';
import { callApi } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** Rename, how often, pause, resume — or delete. */
export function useChangeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AlertUpdate | 'delete' }) =>
      change === 'delete'
        ? callApi(alertEndpoints.remove, { params: { id } })
        : callApi(alertEndpoints.update, { params: { id }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine }),
  });
}
