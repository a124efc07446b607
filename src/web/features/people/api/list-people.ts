import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '#common/people-endpoints';
import type { GrantableRole } from '#common/roles';
import { callApi } from '#web/lib/api-client';
import { peopleKeys } from '../query-keys';

/** Accounts by email, searched, optionally holders of one role, paged. */
export function usePeople(search: string, role: GrantableRole | '', page: number) {
  return useQuery({
    queryKey: peopleKeys.list(search, role, page),
    queryFn: () => callApi(peopleEndpoints.list, { query: { q: search, page, role: role || undefined } }),
    placeholderData: keepPreviousData,
  });
}
