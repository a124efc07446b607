import type { InternshipTypeFilter, ProjectLocationFilter, ReviewStatus } from '#common/opportunities';

interface Paged {
  q: string;
  page: number;
  pageSize: number;
}

/**
 * Signed-in people get the posters' contact in the ideas and projects lists, visitors do not
 * (docs/product.md#private-contact): each keeps its own answer, and signing in or out asks again.
 */
export type ListAudience = 'anyone' | 'signed-in';

/** The opportunities feature's query keys (docs/architecture.md#query-keys). */
export const opportunityKeys = {
  /** Every public list; a moderation decision refreshes them all. */
  lists: ['opportunities'] as const,
  ideas: (params: Paged, audience: ListAudience) => ['opportunities', 'ideas', params, audience] as const,
  projects: (params: Paged & { location: ProjectLocationFilter }, audience: ListAudience) =>
    ['opportunities', 'projects', params, audience] as const,
  internships: (params: Paged & { type: InternshipTypeFilter }) =>
    ['opportunities', 'internships', params] as const,
  /** Every list of the User Submissions tab. */
  review: ['admin', 'submissions'] as const,
  reviewList: (status: ReviewStatus) => ['admin', 'submissions', status] as const,
  internshipPermissions: ['my', 'internship-permissions'] as const,
};
