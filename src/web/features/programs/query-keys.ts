/** The programs feature's query keys (docs/architecture.md#query-keys). */
export const programKeys = {
  /** GET /api/content/programs, shared with the Site Content tab. */
  list: ['content', 'programs'] as const,
};
