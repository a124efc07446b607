import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallApplication, CallApplicationDraftInput, CallApplicationList } from '#common/calls';
import { apiRequest } from '#web/lib/api-client';
import { callKeys } from '../query-keys';

/** GET /api/my/call-applications: the signed-in person's applications to calls. */
export function useMyCallApplications({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: callKeys.mine,
    queryFn: () => apiRequest<CallApplicationList>('/api/my/call-applications'),
    enabled,
  });
}

/**
 * Saves the draft: POST /api/calls/:id/applications the first time, PATCH /api/call-applications/:id after;
 * `submit: true` submits it.
 */
export function useSaveCallApplication(callId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CallApplicationDraftInput & { id: number | null }) =>
      id === null
        ? apiRequest<CallApplication>(`/api/calls/${callId}/applications`, {
            method: 'POST',
            body: JSON.stringify(input),
          })
        : apiRequest<CallApplication>(`/api/call-applications/${id}`, {
            method: 'PATCH',
            body: JSON.stringify(input),
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.mine }),
  });
}
