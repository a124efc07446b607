/** The submissions feature's query keys (docs/architecture.md#query-keys). */
export const submissionKeys = {
  /** The signed-in user's own posts and applications; a new post refreshes it. */
  mine: ['my', 'submissions'] as const,
};
