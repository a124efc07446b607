import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortKpis, KpiPlanInput } from '#common/kpis';
import type { CohortSummary } from '#common/startups';
import { apiRequest } from '#web/lib/api-client';
import { kpiKeys } from '../query-keys';

export function useAdminCohorts() {
  return useQuery({
    queryKey: kpiKeys.cohorts,
    queryFn: () => apiRequest<{ items: CohortSummary[] }>('/api/admin/cohorts'),
  });
}

export function useCohortKpis(cohortId: number) {
  return useQuery({
    queryKey: kpiKeys.cohort(cohortId),
    queryFn: () => apiRequest<CohortKpis>(`/api/admin/cohorts/${cohortId}/kpis`),
  });
}

/** PUT /api/admin/cohorts/:id/kpis: how often and which figures. */
export function useSaveKpiPlan(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KpiPlanInput) =>
      apiRequest<{ message: string }>(`/api/admin/cohorts/${cohortId}/kpis`, {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: kpiKeys.all }),
  });
}
