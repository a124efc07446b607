/** The calls feature's query keys (docs/architecture.md#query-keys). */
export const callKeys = {
  /** Every call, for the Calls tab. */
  admin: ['admin', 'calls'] as const,
  /** The calls open now, for /programs and /apply. */
  open: ['calls', 'open'] as const,
  /** The signed-in user's applications to calls. */
  mine: ['my', 'call-applications'] as const,
};
