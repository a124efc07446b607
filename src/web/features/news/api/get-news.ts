import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { newsKeys } from '../query-keys';

// The home page's news strip calls the list at its first paint: the declarations load with the first call.
const newsEndpoints = () => import('#common/news-endpoints').then((module) => module.newsEndpoints);
const list = () => newsEndpoints().then((endpoints) => endpoints.list);
const post = () => newsEndpoints().then((endpoints) => endpoints.post);

export function useNewsList() {
  return useQuery({
    queryKey: newsKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}

export function useNewsPost(slug: string) {
  return useQuery({
    queryKey: newsKeys.post(slug),
    queryFn: () => callApi(post, { params: { slug } }),
    enabled: slug !== '',
    retry: false,
  });
}
