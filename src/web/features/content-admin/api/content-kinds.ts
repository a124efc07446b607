import { faqKeys } from '#web/features/faq';
import { impactKeys } from '#web/features/impact';
import { mentorKeys } from '#web/features/mentors';
import { partnerKeys } from '#web/features/partners';
import { programKeys } from '#web/features/programs';
import { teamKeys } from '#web/features/team';
import { testimonialKeys } from '#web/features/testimonials';

/**
 * The editable lists: their public GET and the query key the public pages keep its answer under (so an
 * edit shows on every page at once), their admin API path and noun.
 */
export const CONTENT_KINDS = {
  team: { list: '/api/content/team', key: teamKeys.list, admin: 'team', noun: 'team member' },
  mentors: { list: '/api/content/mentors', key: mentorKeys.list, admin: 'mentors', noun: 'mentor' },
  programs: { list: '/api/content/programs', key: programKeys.list, admin: 'programs', noun: 'programme' },
  slides: { list: '/api/content/slides', key: impactKeys.slides, admin: 'slides', noun: 'slide' },
  partners: { list: '/api/partners', key: partnerKeys.list, admin: 'partners', noun: 'partner' },
  testimonials: {
    list: '/api/testimonials',
    key: testimonialKeys.list,
    admin: 'testimonials',
    noun: 'testimonial',
  },
  faq: { list: '/api/faq', key: faqKeys.list, admin: 'faq', noun: 'question' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

export const contentListKey = (kind: ContentKind) => CONTENT_KINDS[kind].key;
