/** The KPIs feature's query keys (docs/architecture.md#query-keys). */
export const kpiKeys = {
  all: ['kpis'] as const,
  /** GET /api/startups/:id/kpis */
  startup: (id: number) => ['kpis', 'startup', id] as const,
  /** GET /api/admin/cohorts/:id/kpis */
  cohort: (id: number) => ['kpis', 'cohort', id] as const,
  /** GET /api/admin/cohorts (the tab's cohort picker) */
  cohorts: ['kpis', 'cohorts'] as const,
};
