import { useQuery } from '@tanstack/react-query';
import type { FaqEntry } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { faqKeys } from '../query-keys';

export function useFaq() {
  return useQuery({
    queryKey: faqKeys.list,
    queryFn: () => apiRequest<{ items: FaqEntry[] }>('/api/faq').then((body) => body.items),
  });
}
