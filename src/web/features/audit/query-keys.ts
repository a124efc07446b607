/** The audit feature's query keys (docs/architecture.md#query-keys). */
export const auditKeys = {
  /** The activity trail; every admin change refreshes it. */
  all: ['admin', 'audit'] as const,
};
