/** The program-applications feature's query keys (docs/architecture.md#query-keys). */
export const applicationKeys = {
  mine: ['my', 'program-applications'] as const,
  /** Every list of the Applications List tab. */
  all: ['admin', 'program-applications'] as const,
  list: (filter: { program: string; status: string }) => ['admin', 'program-applications', filter] as const,
};
