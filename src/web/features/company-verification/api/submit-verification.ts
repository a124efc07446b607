import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyVerificationInput } from '#common/company-verification';
import { companyVerificationEndpoints } from '#common/company-verification-endpoints';
import { callApi } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** Sends a request: the email, status and time are the server's. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyVerificationInput) =>
      callApi(companyVerificationEndpoints.submit, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine }),
  });
}
