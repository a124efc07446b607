import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartupVerificationInput } from '#common/work-profile';
import { apiRequest } from '#web/lib/api-client';
import { verificationKeys } from '#web/features/company-verification';

/** POST /api/work-profile/startup: opens a company verification request for the signed-in user. */
export function useSubmitStartup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupVerificationInput) =>
      apiRequest<{ message: string }>('/api/work-profile/startup', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine }),
  });
}
