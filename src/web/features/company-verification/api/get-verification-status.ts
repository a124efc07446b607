import { useQuery } from '@tanstack/react-query';
import { companyVerificationEndpoints } from '#common/company-verification-endpoints';
import { callApi } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** The signed-in user's latest request (nulls when none). */
export function useVerificationStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: () => callApi(companyVerificationEndpoints.status),
    enabled,
  });
}
