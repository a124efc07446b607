import { useQuery } from '@tanstack/react-query';
import { privacyEndpoints } from '#common/privacy-endpoints';
import { callApi } from '#web/lib/api-client';
import { privacyKeys } from '../query-keys';

export function usePrivacyNotice() {
  return useQuery({
    queryKey: privacyKeys.notice,
    queryFn: () => callApi(privacyEndpoints.notice),
  });
}
