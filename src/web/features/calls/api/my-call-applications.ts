import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoints } from '#common/call-endpoints';
import type { CallApplicationDraftInput } from '#common/calls';
import { callApi } from '#web/lib/api-client';
import { callKeys } from '../query-keys';

/** GET /api/my/call-applications: the signed-in person's applications to calls. */
export function useMyCallApplications({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: callKeys.mine, queryFn: () => callApi(callEndpoints.mine), enabled });
}

/**
 * Saves the draft: POST /api/calls/:id/applications the first time, PATCH /api/call-applications/:id after;
 * `submit: true` submits it (after starting the draft when there is none yet).
 */
export function useSaveCallApplication(callId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, submit, ...input }: CallApplicationDraftInput & { id: number | null }) => {
      // The first save starts the draft; a submission without one starts it, then submits it.
      if (id === null) {
        const started = await callApi(callEndpoints.start, { params: { id: callId }, body: input });
        if (!submit) return started;
        id = started.id;
      }
      return callApi(callEndpoints.change, { params: { id }, body: submit ? { ...input, submit } : input });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.mine }),
  });
}
