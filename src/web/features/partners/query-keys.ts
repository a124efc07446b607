/** The partners feature's query keys (docs/architecture.md#query-keys). */
export const partnerKeys = {
  /** GET /api/partners, shared with the Site Content tab. */
  list: ['content', 'partners'] as const,
};
