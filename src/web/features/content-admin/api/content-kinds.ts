/** The editable lists, their public GET (whose cached answers the public pages share) and admin API path. */
export const CONTENT_KINDS = {
  team: { list: 'team', admin: 'team', noun: 'team member' },
  mentors: { list: 'mentors', admin: 'mentors', noun: 'mentor' },
  programs: { list: 'programs', admin: 'programs', noun: 'programme' },
  slides: { list: 'slides', admin: 'slides', noun: 'slide' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/** Public pages read ['content', list]; the Activity tab reads ['admin', 'audit']. */
export const contentListKey = (kind: ContentKind) => ['content', CONTENT_KINDS[kind].list] as const;
export const AUDIT_KEY = ['admin', 'audit'] as const;
export const ADMIN_METRICS_KEY = ['admin', 'content', 'metrics'] as const;
