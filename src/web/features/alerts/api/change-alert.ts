import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, AlertUpdate } from '#common/alerts';
import { apiRequest } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** PATCH /api/alerts/:id (rename, how often, pause, resume) or DELETE /api/alerts/:id. */
export function useChangeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AlertUpdate | 'delete' }) =>
      change === 'delete'
        ? apiRequest<{ message: string }>(`/api/alerts/${id}`, { method: 'DELETE' })
        : apiRequest<{ message: string; alert: Alert }>(`/api/alerts/${id}`, {
            method: 'PATCH',
            body: JSON.stringify(change),
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine }),
  });
}
