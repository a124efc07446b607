import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertEndpoints } from '#common/alert-endpoints';
import type { AlertInput } from '#common/alerts';
import { callApi } from '#web/lib/api-client';
import { alertKeys } from '../query-keys';

/** Saves the list's current search. */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput) => callApi(alertEndpoints.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine }),
  });
}
