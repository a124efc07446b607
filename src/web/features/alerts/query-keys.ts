/** The alerts queries (docs/architecture.md#query-keys): the signed-in person's own data, and a link's alerts. */
export const alertKeys = {
  mine: ['my', 'alerts'] as const,
  link: (token: string) => ['alerts', 'link', token] as const,
};
