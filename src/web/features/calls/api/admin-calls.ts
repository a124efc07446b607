import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Call, CallInput, CallList, CallPatchInput } from '#common/calls';
import { apiRequest } from '#web/lib/api-client';
import { callKeys } from '../query-keys';

/** GET /api/calls (admin): every call with its counts. */
export function useAdminCalls() {
  return useQuery({ queryKey: callKeys.admin, queryFn: () => apiRequest<CallList>('/api/calls') });
}

/** POST /api/calls or PATCH /api/calls/:id (admin). */
export function useSaveCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CallInput | CallPatchInput }) =>
      id === null
        ? apiRequest<Call>('/api/calls', { method: 'POST', body: JSON.stringify(input) })
        : apiRequest<Call>(`/api/calls/${id}`, { method: 'PATCH', body: JSON.stringify(input) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.admin }),
  });
}
