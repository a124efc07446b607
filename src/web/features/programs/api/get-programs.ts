import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { programKeys } from '../query-keys';

// The programmes page calls the list at its first paint: the declaration (and zod) loads with the first call.
const list = () => import('#common/program-endpoints').then((module) => module.programEndpoints.list);

export function usePrograms() {
  return useQuery({
    queryKey: programKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}
