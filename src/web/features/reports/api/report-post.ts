import { useMutation } from '@tanstack/react-query';
import type { OpportunityKind } from '#common/opportunities-constants';
import { reportEndpoints } from '#common/report-endpoints';
import type { ReportInput } from '#common/reports';
import { callApi } from '#web/lib/api-client';

/** Reports an idea, project or internship to the moderators (docs/product.md#reports). */
export function useReportPost(kind: OpportunityKind, id: number) {
  return useMutation({
    mutationFn: (report: ReportInput) => callApi(reportEndpoints[kind], { params: { id }, body: report }),
  });
}
