import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#common/api-answers';
import type {
  AssignmentOverview,
  AssignmentRunInput,
  AssignmentSummary,
  Ranking,
  RankingSort,
} from '#common/assignment';
import type { DecisionInput } from '#common/calls';
import { apiRequest } from '#web/lib/api-client';
import { assignmentKeys } from '../query-keys';

const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

/** Refreshes the overview and both rankings of a call after any change. */
function useRefresh(callId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.overview(callId) });
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.rankings(callId) });
  };
}

/** GET /api/calls/:id/assignments */
export function useAssignmentOverview(callId: number) {
  return useQuery({
    queryKey: assignmentKeys.overview(callId),
    queryFn: () => apiRequest<AssignmentOverview>(`/api/calls/${callId}/assignments`),
  });
}

/** GET /api/calls/:id/ranking?sort= */
export function useRanking(callId: number, sort: RankingSort) {
  return useQuery({
    queryKey: assignmentKeys.ranking(callId, sort),
    queryFn: () => apiRequest<Ranking>(`/api/calls/${callId}/ranking?sort=${sort}`),
  });
}

/** POST /api/calls/:id/assignments */
export function useRunAssignment(callId: number) {
  const refresh = useRefresh(callId);
  return useMutation({
    mutationFn: (input: AssignmentRunInput) =>
      apiRequest<AssignmentSummary>(`/api/calls/${callId}/assignments`, json('POST', input)),
    onSuccess: refresh,
  });
}

/** POST /api/call-applications/:id/reviewers and DELETE /api/review-assignments/:id */
export function useChangeReviewer(callId: number) {
  const refresh = useRefresh(callId);
  return useMutation({
    mutationFn: (change: { add: { applicationId: number; reviewerId: number } } | { remove: number }) =>
      'add' in change
        ? apiRequest<MessageAnswer>(
            `/api/call-applications/${change.add.applicationId}/reviewers`,
            json('POST', { reviewerId: change.add.reviewerId }),
          )
        : apiRequest<MessageAnswer>(`/api/review-assignments/${change.remove}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** POST /api/calls/:id/reminders */
export function useSendReminders(callId: number) {
  return useMutation({
    mutationFn: (reviewerId: number | undefined) =>
      apiRequest<MessageAnswer>(
        `/api/calls/${callId}/reminders`,
        json('POST', reviewerId ? { reviewerId } : {}),
      ),
  });
}

/** PATCH /api/call-applications/:id/decision */
export function useDecide(callId: number) {
  const refresh = useRefresh(callId);
  return useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: number; input: DecisionInput }) =>
      apiRequest<MessageAnswer>(`/api/call-applications/${applicationId}/decision`, json('PATCH', input)),
    onSuccess: refresh,
  });
}
