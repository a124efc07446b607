/** The admin-notifications feature's query keys (docs/architecture.md#query-keys). */
export const adminNotificationKeys = {
  mine: ['admin', 'notifications'] as const,
};
