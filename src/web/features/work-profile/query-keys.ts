/** The work-profile feature's query keys (docs/architecture.md#query-keys). */
export const workProfileKeys = {
  mine: ['my', 'work-profile'] as const,
};
