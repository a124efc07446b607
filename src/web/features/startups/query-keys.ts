/** The startups feature's query keys (docs/architecture.md#query-keys). */
export const startupKeys = {
  all: ['startups'] as const,
  /** GET /api/startups: the published portfolio, all of it (the page filters it in the browser). */
  list: ['startups', 'list'] as const,
  /** GET /api/startups/:slug */
  detail: (slug: string) => ['startups', 'detail', slug] as const,
  /** GET /api/my/cohorts */
  myCohorts: ['my', 'cohorts'] as const,
  /** GET /api/me/cohort-certificates */
  myCohortCertificates: ['my', 'cohort-certificates'] as const,
  /** Every cohort page this browser holds. */
  cohorts: ['my', 'cohort'] as const,
  /** GET /api/cohorts/:id */
  cohort: (id: number) => ['my', 'cohort', id] as const,
  /** GET /api/my/startups/:id: a startup's profile as its team sees it. */
  profile: (id: number) => ['my', 'startup', id] as const,
  /** GET /api/my/startups/:id/details: the story, milestones and founders, public and waiting. */
  details: (id: number) => ['my', 'startup', id, 'details'] as const,
  /** GET /api/admin/startup-revisions */
  adminRevisions: ['admin', 'startup-revisions'] as const,
  /** GET /api/admin/cohorts */
  adminCohorts: ['admin', 'cohorts'] as const,
  /** GET /api/admin/cohorts/:id/certificates */
  adminCohortCertificates: (cohortId: number) => ['admin', 'cohort-certificates', cohortId] as const,
  /** GET /api/admin/startups */
  adminStartups: ['admin', 'startups'] as const,
};
