import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { teamKeys } from '../query-keys';

// Home's team section calls the list at its first paint: the declaration (and zod) loads with the first call.
const list = () => import('#common/content-endpoints').then((module) => module.contentEndpoints.team);

export function useTeam() {
  return useQuery({
    queryKey: teamKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}
