import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KpiReportInput } from '#common/kpis';
import { kpiEndpoints } from '#common/kpis-endpoints';
import { callApi } from '#web/lib/api-client';
import { kpiKeys } from '../query-keys';

export function useStartupKpis(startupId: number) {
  return useQuery({
    queryKey: kpiKeys.startup(startupId),
    queryFn: () => callApi(kpiEndpoints.startup, { params: { id: startupId } }),
  });
}

/** A period's figures (again replaces them). */
export function useSubmitKpiReport(startupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KpiReportInput) =>
      callApi(kpiEndpoints.report, { params: { id: startupId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: kpiKeys.startup(startupId) }),
  });
}
