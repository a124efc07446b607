import { impactKeys } from '#web/features/impact';
import { mentorKeys } from '#web/features/mentors';
import { programKeys } from '#web/features/programs';
import { teamKeys } from '#web/features/team';

/**
 * The editable lists: their public GET and the query key the public pages keep its answer under (so an
 * edit shows on every page at once), their admin API path and noun.
 */
export const CONTENT_KINDS = {
  team: { list: 'team', key: teamKeys.list, admin: 'team', noun: 'team member' },
  mentors: { list: 'mentors', key: mentorKeys.list, admin: 'mentors', noun: 'mentor' },
  programs: { list: 'programs', key: programKeys.list, admin: 'programs', noun: 'programme' },
  slides: { list: 'slides', key: impactKeys.slides, admin: 'slides', noun: 'slide' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

export const contentListKey = (kind: ContentKind) => CONTENT_KINDS[kind].key;
