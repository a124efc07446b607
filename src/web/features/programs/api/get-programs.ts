import { useQuery } from '@tanstack/react-query';
import type { Program } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

export function usePrograms() {
  return useQuery({
    queryKey: programKeys.list,
    queryFn: () => apiRequest<{ items: Program[] }>('/api/content/programs').then((body) => body.items),
  });
}
