import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';
import { slidesEndpoint } from './impact-endpoints';

export function useSlides() {
  return useQuery({
    queryKey: impactKeys.slides,
    queryFn: () => callApi(slidesEndpoint).then((body) => body.items),
  });
}
