import { useQuery } from '@tanstack/react-query';
import type { Partner } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { partnerKeys } from '../query-keys';

export function usePartners() {
  return useQuery({
    queryKey: partnerKeys.list,
    queryFn: () => apiRequest<{ items: Partner[] }>('/api/partners').then((body) => body.items),
  });
}
