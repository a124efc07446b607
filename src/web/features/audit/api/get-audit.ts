import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '#common/audit';
import { apiRequest } from '#web/lib/api-client';
import { auditKeys } from '../query-keys';

export const AUDIT_PAGE_SIZE = 30;

/** GET /api/admin/audit, newest first; each further page is older (`before` = last id seen). */
export function useAuditTrail() {
  return useInfiniteQuery({
    queryKey: auditKeys.all,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest<AuditPage>(
        `/api/admin/audit?limit=${AUDIT_PAGE_SIZE}${pageParam === undefined ? '' : `&before=${pageParam}`}`,
      ),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });
}
