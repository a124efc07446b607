import { useQuery } from '@tanstack/react-query';
import type { NewsPost, NewsSummary } from '#common/news';
import { apiRequest } from '#web/lib/api-client';
import { newsKeys } from '../query-keys';

export function useNewsList() {
  return useQuery({
    queryKey: newsKeys.list,
    queryFn: () => apiRequest<{ items: NewsSummary[] }>('/api/news').then((body) => body.items),
  });
}

export function useNewsPost(slug: string) {
  return useQuery({
    queryKey: newsKeys.post(slug),
    queryFn: () => apiRequest<NewsPost>(`/api/news/${encodeURIComponent(slug)}`),
    enabled: slug !== '',
    retry: false,
  });
}
