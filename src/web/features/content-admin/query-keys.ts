/** The content-admin feature's own query keys (docs/architecture.md#query-keys). */
export const contentAdminKeys = {
  /** GET /api/admin/content/metrics: what the counters' forms edit. */
  metrics: ['admin', 'content', 'metrics'] as const,
};
