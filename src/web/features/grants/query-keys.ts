/** The seed-grants feature's query keys (docs/architecture.md#query-keys). */
export const grantKeys = {
  /** A startup's grant, as its team sees it on the cohort page. */
  startup: (startupId: number) => ['my', 'grants', 'startup', startupId] as const,
  /** Every grant (admin). */
  admin: ['admin', 'grants'] as const,
  /** One grant (admin). */
  adminGrant: (id: number) => ['admin', 'grants', id] as const,
};
