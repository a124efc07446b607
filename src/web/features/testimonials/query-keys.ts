/** The testimonials feature's query keys (docs/architecture.md#query-keys). */
export const testimonialKeys = {
  /** GET /api/testimonials, shared with the Site Content tab. */
  list: ['content', 'testimonials'] as const,
};
