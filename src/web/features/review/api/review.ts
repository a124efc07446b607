import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewConflictInput, ReviewSaveInput } from '#common/review';
import { reviewEndpoints } from '#common/review-endpoints';
import { callApi } from '#web/lib/api-client';
import { reviewKeys } from '../query-keys';

/** The reviewer's assignments. */
export function useReviewQueue() {
  return useQuery({
    queryKey: reviewKeys.queue,
    queryFn: () => callApi(reviewEndpoints.queue),
  });
}

/** One assignment and its review so far; nothing is asked until one is chosen. */
export function useReview(id: number | null) {
  return useQuery({
    queryKey: reviewKeys.one(id ?? 0),
    queryFn: () => callApi(reviewEndpoints.one, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** Saves a draft or submits the review. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReviewSaveInput }) =>
      callApi(reviewEndpoints.save, { params: { id }, body: input }),
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.queue });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.one(id) });
    },
  });
}

/** Returns the assignment as a conflict of interest. */
export function useReturnConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReviewConflictInput }) =>
      callApi(reviewEndpoints.returnAsConflict, { params: { id }, body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.queue }),
  });
}
