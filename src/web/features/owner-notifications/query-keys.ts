/** The owner-notifications feature's query keys (docs/architecture.md#query-keys). */
export const ownerNotificationKeys = {
  mine: ['me', 'owner-notifications'] as const,
};
