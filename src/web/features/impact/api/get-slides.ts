import { useQuery } from '@tanstack/react-query';
import type { CarouselSlide } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { impactKeys } from '../query-keys';

export function useSlides() {
  return useQuery({
    queryKey: impactKeys.slides,
    queryFn: () => apiRequest<{ items: CarouselSlide[] }>('/api/content/slides').then((body) => body.items),
  });
}
