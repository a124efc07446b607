import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GrantableRole, PeoplePage } from '#common/roles';
import { apiRequest } from '#web/lib/api-client';
import { peopleKeys } from '../query-keys';

/** GET /api/admin/people (admin): accounts by email, searched, optionally holders of one role, paged. */
export function usePeople(search: string, role: GrantableRole | '', page: number) {
  return useQuery({
    queryKey: peopleKeys.list(search, role, page),
    queryFn: () => {
      const query = new URLSearchParams({ q: search, page: String(page) });
      if (role) query.set('role', role);
      return apiRequest<PeoplePage>(`/api/admin/people?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}
