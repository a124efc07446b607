/** The contact feature's query keys (docs/architecture.md#query-keys). */
export const contactKeys = {
  /** Every page of the Contact Responses tab. */
  all: ['admin', 'contact-responses'] as const,
  page: (page: number) => ['admin', 'contact-responses', page] as const,
};
