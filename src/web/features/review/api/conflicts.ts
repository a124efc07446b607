import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeclaredConflictsInput } from '#common/review';
import { apiRequest } from '#web/lib/api-client';
import { reviewKeys } from '../query-keys';

interface Conflicts {
  values: string[];
  message: string;
}

/** GET /api/review/conflicts */
export function useDeclaredConflicts() {
  return useQuery({
    queryKey: reviewKeys.conflicts,
    queryFn: () => apiRequest<Conflicts>('/api/review/conflicts'),
  });
}

/** PUT /api/review/conflicts */
export function useSaveConflicts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclaredConflictsInput) =>
      apiRequest<Conflicts>('/api/review/conflicts', { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (answer) => queryClient.setQueryData(reviewKeys.conflicts, answer),
  });
}
