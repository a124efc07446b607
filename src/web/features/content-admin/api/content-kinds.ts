import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { faqKeys } from '#web/features/faq';
import { impactKeys } from '#web/features/impact';
import { mentorKeys } from '#web/features/mentors';
import { partnerKeys } from '#web/features/partners';
import { programKeys } from '#web/features/programs';
import { teamKeys } from '#web/features/team';
import { testimonialKeys } from '#web/features/testimonials';

/**
 * The editable lists: the query key the public pages keep its answer under (so an
 * edit shows on every page at once), their admin endpoints and noun.
 */
export const CONTENT_KINDS = {
  team: {
    key: teamKeys.list,
    admin: contentAdminEndpoints.team,
    noun: 'team member',
  },
  mentors: {
    key: mentorKeys.list,
    admin: contentAdminEndpoints.mentors,
    noun: 'mentor',
  },
  programs: {
    key: programKeys.list,
    admin: contentAdminEndpoints.programs,
    noun: 'programme',
  },
  slides: {
    key: impactKeys.slides,
    admin: contentAdminEndpoints.slides,
    noun: 'slide',
  },
  partners: {
    key: partnerKeys.list,
    admin: contentAdminEndpoints.partners,
    noun: 'partner',
  },
  testimonials: {
    key: testimonialKeys.list,
    admin: contentAdminEndpoints.testimonials,
    noun: 'testimonial',
  },
  faq: { key: faqKeys.list, admin: contentAdminEndpoints.faq, noun: 'question' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

export const contentListKey = (kind: ContentKind) => CONTENT_KINDS[kind].key;
