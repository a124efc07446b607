import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KpiPlanInput } from '#common/kpis';
import { kpiEndpoints } from '#common/kpis-endpoints';
import { startupsEndpoints } from '#common/startups-endpoints';
import { callApi } from '#web/lib/api-client';
import { kpiKeys } from '../query-keys';

/** Every cohort, for the tab's picker. */
export function useAdminCohorts() {
  return useQuery({
    queryKey: kpiKeys.cohorts,
    queryFn: () => callApi(startupsEndpoints.adminCohorts),
  });
}

export function useCohortKpis(cohortId: number) {
  return useQuery({
    queryKey: kpiKeys.cohort(cohortId),
    queryFn: () => callApi(kpiEndpoints.cohort, { params: { id: cohortId } }),
  });
}

/** How often and which figures. */
export function useSaveKpiPlan(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KpiPlanInput) =>
      callApi(kpiEndpoints.savePlan, { params: { id: cohortId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: kpiKeys.all }),
  });
}
