import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { hubKeys } from '../query-keys';

// The account menu asks for the hub on every page, home's first paint included: the declaration (and zod
// with it) is loaded with the first call, not with the page (docs/performance.md#front-end-budgets).
const mine = () => import('#common/hub-endpoints').then((module) => module.hubEndpoints.mine);

/** What waits for the signed-in person in each of their areas; off while nobody is signed in. */
export function useMyHub(enabled = true) {
  return useQuery({
    queryKey: hubKeys.mine,
    queryFn: () => callApi(mine),
    enabled,
    staleTime: 30_000,
  });
}
