import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startupsEndpoints } from '#common/startups-endpoints';
import { callApi } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

export function useMyCohorts() {
  return useQuery({
    queryKey: startupKeys.myCohorts,
    queryFn: () => callApi(startupsEndpoints.myCohorts),
  });
}

export function useCohortPage(id: number | undefined) {
  return useQuery({
    queryKey: startupKeys.cohort(id ?? 0),
    queryFn: () => callApi(startupsEndpoints.cohort, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

/** Joins with the code from an invitation mail. */
export function useJoinCohort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(startupsEndpoints.join, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.myCohorts }),
  });
}
