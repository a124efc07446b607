import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvidenceFields, ExpenseCreateInput } from '#common/grants';
import { EVIDENCE_FILE_FIELD } from '#common/grants';
import { grantEndpoints } from '#common/grant-endpoints';
import { callApi } from '#web/lib/api-client';
import { grantKeys } from '../query-keys';

export function useStartupGrant(startupId: number) {
  return useQuery({
    queryKey: grantKeys.startup(startupId),
    queryFn: () => callApi(grantEndpoints.startup, { params: { id: startupId } }),
  });
}

/** Spending against the grant (its team). */
export function useRecordExpense(startupId: number, grantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExpenseCreateInput) =>
      callApi(grantEndpoints.recordExpense, { params: { id: grantId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: grantKeys.startup(startupId) }),
  });
}

/** A milestone's evidence: the note and the PDF, as multipart/form-data. */
export function useSendEvidence(startupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ trancheId, fields, file }: { trancheId: number; fields: EvidenceFields; file: File }) => {
      const body = new FormData();
      body.append('note', fields.note);
      body.append(EVIDENCE_FILE_FIELD, file);
      return callApi(grantEndpoints.sendEvidence, { params: { id: trancheId }, body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: grantKeys.startup(startupId) }),
  });
}
