import { useInfiniteQuery } from '@tanstack/react-query';
import { auditEndpoints } from '#common/audit-endpoints';
import { callApi } from '#web/lib/api-client';
import { auditKeys } from '../query-keys';

export const AUDIT_PAGE_SIZE = 30;

/** Newest first; each further page is older (`before` = last id seen). */
export function useAuditTrail() {
  return useInfiniteQuery({
    queryKey: auditKeys.all,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      callApi(auditEndpoints.trail, { query: { limit: AUDIT_PAGE_SIZE, before: pageParam } }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });
}
