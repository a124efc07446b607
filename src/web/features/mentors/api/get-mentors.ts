import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { mentorKeys } from '../query-keys';

// Home's mentors section calls the list at its first paint: the declaration (and zod) loads with the first call.
const list = () => import('#common/content-endpoints').then((module) => module.contentEndpoints.mentors);

export function useMentors() {
  return useQuery({
    queryKey: mentorKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}
