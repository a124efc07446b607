import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyVerificationInput, CompanyVerificationStatus } from '#common/company-verification';
import { apiRequest } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

type Answer = CompanyVerificationStatus & { message: string };

/** POST /api/company-verification: the email, status and time are the server's. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyVerificationInput) =>
      apiRequest<Answer>('/api/company-verification', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine }),
  });
}
