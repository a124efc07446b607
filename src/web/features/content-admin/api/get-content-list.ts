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
import { callApi } from '#web/lib/api-client';
import { contentListKey, type ContentKind } from './content-kinds';
import { contentEndpoints } from '#common/content-endpoints';

/** Each list's public GET: the same answers (and cache entries) the public pages use. */
const LISTS: { [K in ContentKind]: () => Promise<ListItems[K][]> } = {
  team: () => callApi(contentEndpoints.team).then((body) => body.items),
  mentors: () => callApi(contentEndpoints.mentors).then((body) => body.items),
  programs: () => callApi(contentEndpoints.programs).then((body) => body.items),
  slides: () => callApi(contentEndpoints.slides).then((body) => body.items),
  partners: () => callApi(contentEndpoints.partners).then((body) => body.items),
  testimonials: () => callApi(contentEndpoints.testimonials).then((body) => body.items),
  faq: () => callApi(contentEndpoints.faq).then((body) => body.items),
};

interface ListItems {
  team: TeamMember;
  mentors: Mentor;
  programs: Program;
  slides: CarouselSlide;
  partners: Partner;
  testimonials: Testimonial;
  faq: FaqEntry;
}

export function useContentList<K extends ContentKind>(kind: K) {
  return useQuery({
    queryKey: contentListKey(kind),
    queryFn: LISTS[kind],
    // The admin sees what the site shows now, not a copy from half a minute ago.
    staleTime: 0,
  });
}
