import { useQuery } from '@tanstack/react-query';
import type { CompanyVerificationStatus } from '#common/company-verification';
import { apiRequest } from '#web/lib/api-client';
import { verificationKeys } from '../query-keys';

/** GET /api/company-verification-status: the signed-in user's latest request (nulls when none). */
export function useVerificationStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: () => apiRequest<CompanyVerificationStatus>('/api/company-verification-status'),
    enabled,
  });
}
