/** The program-applications feature's query keys (docs/architecture.md#query-keys). */
export const applicationKeys = {
  /** Every list of earlier applications in the Calls and reviews tab. */
  all: ['admin', 'program-applications'] as const,
  list: (filter: { program: string; status: string }) => ['admin', 'program-applications', filter] as const,
};
