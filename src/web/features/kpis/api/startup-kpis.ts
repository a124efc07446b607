import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KpiReportInput, StartupKpis } from '#common/kpis';
import { apiRequest } from '#web/lib/api-client';
import { kpiKeys } from '../query-keys';

export function useStartupKpis(startupId: number) {
  return useQuery({
    queryKey: kpiKeys.startup(startupId),
    queryFn: () => apiRequest<StartupKpis>(`/api/startups/${startupId}/kpis`),
  });
}

/** POST /api/startups/:id/kpi-reports: a period's figures (again replaces them). */
export function useSubmitKpiReport(startupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KpiReportInput) =>
      apiRequest<{ message: string; period: string }>(`/api/startups/${startupId}/kpi-reports`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: kpiKeys.startup(startupId) }),
  });
}
