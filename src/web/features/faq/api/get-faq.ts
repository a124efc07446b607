import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { faqKeys } from '../query-keys';

// The FAQ shows on public pages' first paint: the declaration (and zod) loads with the first call.
const list = () => import('#common/content-endpoints').then((module) => module.contentEndpoints.faq);

export function useFaq() {
  return useQuery({
    queryKey: faqKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}
