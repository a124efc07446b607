import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#common/api-answers';
import type { OpportunityKind } from '#common/opportunities-constants';
import type { ReportInput } from '#common/reports';
import { apiRequest } from '#web/lib/api-client';

const PATHS: Record<OpportunityKind, string> = {
  idea: 'ideas',
  project: 'projects',
  internship: 'internships',
};

/** POST /api/{ideas|projects|internships}/:id/reports (docs/product.md#reports). */
export function useReportPost(kind: OpportunityKind, id: number) {
  return useMutation({
    mutationFn: (report: ReportInput) =>
      apiRequest<MessageAnswer>(`/api/${PATHS[kind]}/${id}/reports`, {
        method: 'POST',
        body: JSON.stringify(report),
      }),
  });
}
