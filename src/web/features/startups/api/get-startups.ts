import { useQuery } from '@tanstack/react-query';
import type { Portfolio, StartupSummary } from '#common/startups';
import { apiRequest } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

export function usePortfolio() {
  return useQuery({
    queryKey: startupKeys.list,
    queryFn: () => apiRequest<Portfolio>('/api/startups'),
  });
}

export function useStartup(slug: string) {
  return useQuery({
    queryKey: startupKeys.detail(slug),
    queryFn: () => apiRequest<StartupSummary>(`/api/startups/${encodeURIComponent(slug)}`),
    enabled: slug !== '',
    retry: false,
  });
}
