import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { partnerKeys } from '../query-keys';

// Home's partner strip calls the list at its first paint: the declaration (and zod) loads with the first call.
const list = () => import('#common/content-endpoints').then((module) => module.contentEndpoints.partners);

export function usePartners() {
  return useQuery({
    queryKey: partnerKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}
