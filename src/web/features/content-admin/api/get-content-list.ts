import { useQuery } from '@tanstack/react-query';
import type {
  CarouselSlide,
  FaqEntry,
  Mentor,
  Partner,
  Program,
  TeamMember,
  Testimonial,
} from '#common/content';
import { apiRequest } from '#web/lib/api-client';
import { CONTENT_KINDS, contentListKey, type ContentKind } from './content-kinds';

interface ListItems {
  team: TeamMember;
  mentors: Mentor;
  programs: Program;
  slides: CarouselSlide;
  partners: Partner;
  testimonials: Testimonial;
  faq: FaqEntry;
}

/** The list's public GET: the same answers (and cache entries) the public pages use. */
export function useContentList<K extends ContentKind>(kind: K) {
  return useQuery({
    queryKey: contentListKey(kind),
    queryFn: () => apiRequest<{ items: ListItems[K][] }>(CONTENT_KINDS[kind].list).then((body) => body.items),
    // The admin sees what the site shows now, not a copy from half a minute ago.
    staleTime: 0,
  });
}
