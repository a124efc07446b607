import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '#common/auth-endpoints';
import { callApi } from '#web/lib/api-client';
import { authKeys } from '../query-keys';

/** Asked only once the login panel opens, never on public pages. */
export function useAuthConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: () => callApi(authEndpoints.config),
    staleTime: Infinity,
    retry: false,
  });
}
