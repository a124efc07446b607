import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoints } from '#common/call-endpoints';
import type { CallInput, CallPatchInput } from '#common/calls';
import { callApi } from '#web/lib/api-client';
import { callKeys } from '../query-keys';

/** GET /api/calls (admin): every call with its counts. */
export function useAdminCalls() {
  return useQuery({ queryKey: callKeys.admin, queryFn: () => callApi(callEndpoints.list) });
}

/** POST /api/calls or PATCH /api/calls/:id (admin). */
export function useSaveCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CallInput | CallPatchInput }) =>
      id === null
        ? callApi(callEndpoints.create, { body: input as CallInput })
        : callApi(callEndpoints.update, { params: { id }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.admin }),
  });
}
