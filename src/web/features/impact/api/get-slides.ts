import { useQuery } from '@tanstack/react-query';
import type { CarouselSlide } from '#common/content';
import { apiRequest } from '#web/lib/api-client';

export function useSlides() {
  return useQuery({
    queryKey: ['content', 'slides'],
    queryFn: () => apiRequest<{ items: CarouselSlide[] }>('/api/content/slides').then((body) => body.items),
  });
}
