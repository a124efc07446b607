/** The impact feature's query keys (docs/architecture.md#query-keys). */
export const impactKeys = {
  /** GET /api/content/slides and /api/content/metrics, shared with the Site Content tab. */
  slides: ['content', 'slides'] as const,
  metrics: ['content', 'metrics'] as const,
  /** GET /api/content/metrics/history (the /metrics chart). */
  history: ['content', 'metrics', 'history'] as const,
};
