import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#common/api-answers';
import type { ReviewConflictInput, ReviewQueue, ReviewSaveInput, ReviewView } from '#common/review';
import { apiRequest } from '#web/lib/api-client';
import { reviewKeys } from '../query-keys';

/** GET /api/review/queue */
export function useReviewQueue() {
  return useQuery({
    queryKey: reviewKeys.queue,
    queryFn: () => apiRequest<ReviewQueue>('/api/review/queue'),
  });
}

/** GET /api/review/assignments/:id */
export function useReview(id: number | null) {
  return useQuery({
    queryKey: reviewKeys.one(id ?? 0),
    queryFn: () => apiRequest<ReviewView>(`/api/review/assignments/${id}`),
    enabled: id !== null,
  });
}

/** PUT /api/review/assignments/:id */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReviewSaveInput }) =>
      apiRequest<MessageAnswer>(`/api/review/assignments/${id}`, {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.queue });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.one(id) });
    },
  });
}

/** POST /api/review/assignments/:id/conflict */
export function useReturnConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReviewConflictInput }) =>
      apiRequest<MessageAnswer>(`/api/review/assignments/${id}/conflict`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.queue }),
  });
}
