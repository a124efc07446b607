import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyWorkCodeInput } from '#common/work-profile';
import { workProfileEndpoints } from '#common/work-profile-endpoints';
import { callApi } from '#web/lib/api-client';
import { authKeys } from '#web/features/auth';
import { workProfileKeys } from '../query-keys';

/** The code proves the address and records the affiliation. */
export function useVerifyWorkCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyWorkCodeInput) => callApi(workProfileEndpoints.verify, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workProfileKeys.mine }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ]);
    },
  });
}
