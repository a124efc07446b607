import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { authKeys } from '../query-keys';

export interface AuthConfig {
  googleClientId: string | null;
}

/** GET /api/auth/config: asked only once the login panel opens, never on public pages. */
export function useAuthConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: () => apiRequest<AuthConfig>('/api/auth/config'),
    staleTime: Infinity,
    retry: false,
  });
}
