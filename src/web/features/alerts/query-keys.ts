/** The alerts queries (docs/architecture.md#query-keys): the signed-in person's own data. */
export const alertKeys = { mine: ['my', 'alerts'] as const };
