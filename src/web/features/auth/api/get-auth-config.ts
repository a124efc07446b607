import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export interface AuthConfig {
  googleClientId: string | null;
}

/** GET /api/auth/config: asked only once the login panel opens, never on public pages. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: () => apiRequest<AuthConfig>('/api/auth/config'),
    staleTime: Infinity,
    retry: false,
  });
}
