import type { InternshipTypeFilter, ProjectLocationFilter, ReviewStatus } from '#common/opportunities';

interface Paged {
  q: string;
  page: number;
  pageSize: number;
}

/** The opportunities feature's query keys (docs/architecture.md#query-keys). */
export const opportunityKeys = {
  /** Every public list; a moderation decision refreshes them all. */
  lists: ['opportunities'] as const,
  ideas: (params: Paged) => ['opportunities', 'ideas', params] as const,
  projects: (params: Paged & { location: ProjectLocationFilter }) =>
    ['opportunities', 'projects', params] as const,
  internships: (params: Paged & { type: InternshipTypeFilter }) =>
    ['opportunities', 'internships', params] as const,
  /** Every list of the User Submissions tab. */
  review: ['admin', 'submissions'] as const,
  reviewList: (status: ReviewStatus) => ['admin', 'submissions', status] as const,
  internshipPermissions: ['my', 'internship-permissions'] as const,
};
