/** The mentors feature's query keys (docs/architecture.md#query-keys). */
export const mentorKeys = {
  /** GET /api/content/mentors, shared with the Site Content tab. */
  list: ['content', 'mentors'] as const,
};
