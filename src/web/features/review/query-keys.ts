/** The review feature's query keys (docs/architecture.md#query-keys): all the signed-in reviewer's own. */
export const reviewKeys = {
  queue: ['my', 'review-queue'] as const,
  one: (id: number) => ['my', 'review', id] as const,
  conflicts: ['my', 'review-conflicts'] as const,
};
