/** The people feature's query keys (docs/architecture.md#query-keys). */
export const peopleKeys = {
  /** Every page of the People tab. */
  all: ['admin', 'people'] as const,
  list: (search: string, role: string, page: number) => ['admin', 'people', search, role, page] as const,
};
