import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentRunInput, RankingSort } from '#common/assignment';
import { assignmentEndpoints } from '#common/assignments-endpoints';
import type { DecisionInput } from '#common/calls';
import { callEndpoints } from '#common/call-endpoints';
import { callApi } from '#web/lib/api-client';
import { assignmentKeys } from '../query-keys';

/** Refreshes the overview and both rankings of a call after any change. */
function useRefresh(callId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.overview(callId) });
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.rankings(callId) });
  };
}

/** A call's applications with their reviewers and each reviewer's progress. */
export function useAssignmentOverview(callId: number) {
  return useQuery({
    queryKey: assignmentKeys.overview(callId),
    queryFn: () => callApi(assignmentEndpoints.overview, { params: { id: callId } }),
  });
}

/** The ranking, by score or by applicant. */
export function useRanking(callId: number, sort: RankingSort) {
  return useQuery({
    queryKey: assignmentKeys.ranking(callId, sort),
    queryFn: () => callApi(assignmentEndpoints.ranking, { params: { id: callId }, query: { sort } }),
  });
}

/** Assigns reviewers to every application that still needs them (or previews it). */
export function useRunAssignment(callId: number) {
  const refresh = useRefresh(callId);
  return useMutation({
    mutationFn: (input: AssignmentRunInput) =>
      callApi(assignmentEndpoints.run, { params: { id: callId }, body: input }),
    onSuccess: refresh,
  });
}

/** Adds a reviewer to an application, or takes an assignment back. */
export function useChangeReviewer(callId: number) {
  const refresh = useRefresh(callId);
  return useMutation({
    mutationFn: (change: { add: { applicationId: number; reviewerId: number } } | { remove: number }) =>
      'add' in change
        ? callApi(assignmentEndpoints.addReviewer, {
            params: { id: change.add.applicationId },
            body: { reviewerId: change.add.reviewerId },
          })
        : callApi(assignmentEndpoints.removeReviewer, { params: { id: change.remove } }),
    onSuccess: refresh,
  });
}

/** Reminds the call's reviewers, or one of them. */
export function useSendReminders(callId: number) {
  return useMutation({
    mutationFn: (reviewerId: number | undefined) =>
      callApi(assignmentEndpoints.remind, { params: { id: callId }, body: reviewerId ? { reviewerId } : {} }),
  });
}

/** Accepts, wait-lists or declines an application. */
export function useDecide(callId: number) {
  const refresh = useRefresh(callId);
  return useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: number; input: DecisionInput }) =>
      callApi(callEndpoints.decide, { params: { id: applicationId }, body: input }),
    onSuccess: refresh,
  });
}
