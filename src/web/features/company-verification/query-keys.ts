/** The company-verification feature's query keys (docs/architecture.md#query-keys). */
export const verificationKeys = {
  /** The signed-in user's latest request; opening one (here or from the work profile) refreshes it. */
  mine: ['my', 'company-verification'] as const,
  /** Every list of the Startup Verification tab. */
  all: ['admin', 'company-verifications'] as const,
  list: (status: string) => ['admin', 'company-verifications', status] as const,
};
