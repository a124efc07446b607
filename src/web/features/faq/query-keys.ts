/** The FAQ feature's query keys (docs/architecture.md#query-keys). */
export const faqKeys = {
  /** GET /api/faq, shared with the Site Content tab. */
  list: ['content', 'faq'] as const,
};
