/** The auth feature's query keys (docs/architecture.md#query-keys). */
export const authKeys = {
  /** GET /api/me: the signed-in user, null when nobody is. */
  me: ['auth', 'me'] as const,
  config: ['auth', 'config'] as const,
};
