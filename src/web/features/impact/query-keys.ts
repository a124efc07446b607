/** The impact feature's query keys (docs/architecture.md#query-keys). */
export const impactKeys = {
  /** Home's slides and counters, shared with the Site Content tab. */
  slides: ['content', 'slides'] as const,
  metrics: ['content', 'metrics'] as const,
  /** The counters' history (the /metrics chart). */
  history: ['content', 'metrics', 'history'] as const,
};
