import { useQuery } from '@tanstack/react-query';
import type { CompanyVerificationRequest, VerificationStatus } from '#common/company-verification';
import { apiRequest } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** GET /api/company-verifications (admin): newest first, all or one status. */
export function useVerificationRequests(status: VerificationStatus | '') {
  return useQuery({
    queryKey: verificationKeys.list(status),
    queryFn: () =>
      apiRequest<{ items: CompanyVerificationRequest[] }>(
        `/api/company-verifications${status ? `?status=${status}` : ''}`,
      ).then((body) => body.items),
  });
}
