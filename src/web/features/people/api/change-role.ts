import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleChangeInput, RoleChangeResult } from '#common/roles';
import { apiRequest } from '#web/lib/api-client';
import { peopleKeys } from '../query-keys';

/** PUT /api/admin/people/roles (admin): grant or revoke reviewer or mentor. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChangeInput) =>
      apiRequest<RoleChangeResult>('/api/admin/people/roles', {
        method: 'PUT',
        body: JSON.stringify(change),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
