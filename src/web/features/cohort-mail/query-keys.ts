/** The cohort-mail feature's query keys (docs/architecture.md#query-keys). */
export const cohortMailKeys = {
  mine: ['me', 'cohort-mail'] as const,
};
