import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartupVerificationInput } from '#common/work-profile';
import { workProfileEndpoints } from '#common/work-profile-endpoints';
import { callApi } from '#web/lib/api-client';
import { verificationKeys } from '#web/features/company-verification';

/** Opens a company verification request for the signed-in user. */
export function useSubmitStartup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupVerificationInput) => callApi(workProfileEndpoints.startup, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine }),
  });
}
