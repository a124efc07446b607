import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, AlertInput } from '#common/alerts';
import { apiRequest } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** POST /api/alerts: saves the list's current search. */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput) =>
      apiRequest<{ message: string; alert: Alert }>('/api/alerts', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine }),
  });
}
