import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { testimonialKeys } from '../query-keys';

// Home's testimonials call the list at its first paint: the declaration (and zod) loads with the first call.
const list = () => import('#common/content-endpoints').then((module) => module.contentEndpoints.testimonials);

export function useTestimonials() {
  return useQuery({
    queryKey: testimonialKeys.list,
    queryFn: () => callApi(list).then((body) => body.items),
  });
}
