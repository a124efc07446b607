/** The KPIs feature's query keys (docs/architecture.md#query-keys). */
export const kpiKeys = {
  all: ['kpis'] as const,
  /** A startup's figures and reports. */
  startup: (id: number) => ['kpis', 'startup', id] as const,
  /** A cohort's plan and reports (admin). */
  cohort: (id: number) => ['kpis', 'cohort', id] as const,
  /** Every cohort (the tab's cohort picker). */
  cohorts: ['kpis', 'cohorts'] as const,
};
