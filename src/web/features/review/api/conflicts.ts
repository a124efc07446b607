import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeclaredConflictsInput } from '#common/review';
import { reviewEndpoints } from '#common/review-endpoints';
import { callApi } from '#web/lib/api-client';
import { reviewKeys } from '../query-keys';

/** The reviewer's declared conflicts of interest. */
export function useDeclaredConflicts() {
  return useQuery({
    queryKey: reviewKeys.conflicts,
    queryFn: () => callApi(reviewEndpoints.conflicts),
  });
}

/** Replaces them; the answer is the stored list. */
export function useSaveConflicts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclaredConflictsInput) => callApi(reviewEndpoints.saveConflicts, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(reviewKeys.conflicts, answer),
  });
}
