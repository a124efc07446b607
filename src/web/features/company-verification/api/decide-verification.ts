import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyVerificationRequest, VerificationDecision } from '#common/company-verification';
import { apiRequest } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** PATCH /api/company-verification/:id (admin): approve or decline a pending request. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: VerificationDecision }) =>
      apiRequest<CompanyVerificationRequest>(`/api/company-verification/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ status }),
      }),
    // Refetch even after a failure: a 409 means someone else decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
