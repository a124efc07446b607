import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleEndpoints } from '#common/people-endpoints';
import type { RoleChangeInput } from '#common/roles';
import { callApi } from '#web/lib/api-client';
import { peopleKeys } from '../query-keys';

/** Grant or revoke reviewer or mentor. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChangeInput) => callApi(peopleEndpoints.changeRole, { body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
