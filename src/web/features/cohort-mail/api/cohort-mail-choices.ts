import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortMailUpdate } from '#common/cohort-mail';
import { cohortMailEndpoints } from '#common/cohort-mail-endpoints';
import { callApi } from '#web/lib/api-client';
import { cohortMailKeys } from '../query-keys';

/** The signed-in person's choice for both kinds of cohort mail. */
export function useCohortMailChoices() {
  return useQuery({
    queryKey: cohortMailKeys.mine,
    queryFn: () => callApi(cohortMailEndpoints.choices),
  });
}

/** Stores the choices and answers both. */
export function useSaveCohortMailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: CohortMailUpdate) => callApi(cohortMailEndpoints.change, { body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(cohortMailKeys.mine, saved),
  });
}
