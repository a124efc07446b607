/** The team feature's query keys (docs/architecture.md#query-keys). */
export const teamKeys = {
  /** GET /api/content/team, shared with the Site Content tab. */
  list: ['content', 'team'] as const,
};
