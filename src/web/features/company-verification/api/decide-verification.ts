import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationDecision } from '#common/company-verification';
import { companyVerificationEndpoints } from '#common/company-verification-endpoints';
import { callApi } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** Approve or decline a pending request (admin). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: VerificationDecision }) =>
      callApi(companyVerificationEndpoints.decide, { params: { id }, body: { status } }),
    // Refetch even after a failure: a 409 means someone else decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
