import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedAffiliation, VerifyWorkCodeInput } from '#common/work-profile';
import { apiRequest } from '#web/lib/api-client';
import { authKeys } from '#web/features/auth';
import { workProfileKeys } from '../query-keys';

/** POST /api/work-profile/verify: the code proves the address and records the affiliation. */
export function useVerifyWorkCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyWorkCodeInput) =>
      apiRequest<{ message: string; affiliation: VerifiedAffiliation }>('/api/work-profile/verify', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workProfileKeys.mine }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ]);
    },
  });
}
