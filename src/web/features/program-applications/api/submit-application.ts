import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyProgramApplication, ProgramApplicationInput } from '#common/program-applications';
import { apiRequest } from '#web/lib/api-client';
import { applicationKeys } from '../query-keys';

/** POST /api/program-applications. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgramApplicationInput) =>
      apiRequest<{ message: string; application: MyProgramApplication }>('/api/program-applications', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.mine }),
  });
}
