/** The events feature's query keys (docs/architecture.md#query-keys). */
export const eventKeys = {
  /** The whole list (GET /api/events), kept current by the live feed. */
  list: ['events'] as const,
  one: (id: number) => ['events', 'one', id] as const,
  /** A certificate's public check (docs/product.md#certificates). */
  certificate: (code: string) => ['events', 'certificate', code] as const,
};
