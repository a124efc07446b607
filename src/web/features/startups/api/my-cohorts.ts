import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortPage, MyCohorts } from '#common/startups';
import { apiRequest } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

export function useMyCohorts() {
  return useQuery({
    queryKey: startupKeys.myCohorts,
    queryFn: () => apiRequest<MyCohorts>('/api/my/cohorts'),
  });
}

export function useCohortPage(id: number | undefined) {
  return useQuery({
    queryKey: startupKeys.cohort(id ?? 0),
    queryFn: () => apiRequest<CohortPage>(`/api/cohorts/${id}`),
    enabled: id !== undefined,
  });
}

/** POST /api/my/cohorts/join: the code from an invitation mail. */
export function useJoinCohort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ message: string; cohortId: number }>('/api/my/cohorts/join', {
        method: 'POST',
        body: JSON.stringify({ code }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.myCohorts }),
  });
}
