import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { testimonialKeys } from '../query-keys';

export function useTestimonials() {
  return useQuery({
    queryKey: testimonialKeys.list,
    queryFn: () => apiRequest<{ items: Testimonial[] }>('/api/testimonials').then((body) => body.items),
  });
}
