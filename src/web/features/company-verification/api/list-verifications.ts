import { useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '#common/company-verification';
import { companyVerificationEndpoints } from '#common/company-verification-endpoints';
import { callApi } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** Requests (admin), newest first, all or one status. */
export function useVerificationRequests(status: VerificationStatus | '') {
  return useQuery({
    queryKey: verificationKeys.list(status),
    queryFn: () =>
      callApi(companyVerificationEndpoints.list, { query: { status: status || undefined } }).then(
        (body) => body.items,
      ),
  });
}
