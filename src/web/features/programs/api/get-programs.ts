import { useQuery } from '@tanstack/react-query';
import type { Program } from '#common/content';
import { apiRequest } from '#web/lib/api-client';

export function usePrograms() {
  return useQuery({
    queryKey: ['content', 'programs'],
    queryFn: () => apiRequest<{ items: Program[] }>('/api/content/programs').then((body) => body.items),
  });
}
