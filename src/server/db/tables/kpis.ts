import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { KpiKind } from '#common/kpis-constants';
import type { TableOwners } from '../table-owners';

// Milestones and KPIs (migration 0031): the figures a cohort reports and the startups' reports.

export interface KpiMetricsTable {
  id: Generated<number>;
  cohort_id: number;
  name: string;
  unit: string;
  kind: KpiKind;
  position: number;
  created_at: string;
}
export type KpiMetricRow = Selectable<KpiMetricsTable>;
export type NewKpiMetricRow = Insertable<KpiMetricsTable>;
export type KpiMetricUpdate = Updateable<KpiMetricsTable>;

export interface KpiReportsTable {
  id: Generated<number>;
  startup_id: number;
  /** YYYY-MM (monthly) or YYYY-Qn (quarterly). */
  period: string;
  submitted_by: number | null;
  created_at: string;
  updated_at: string;
}
export type KpiReportRow = Selectable<KpiReportsTable>;
export type NewKpiReportRow = Insertable<KpiReportsTable>;
export type KpiReportUpdate = Updateable<KpiReportsTable>;

export interface KpiValuesTable {
  report_id: number;
  metric_id: number;
  value: number;
}
export type KpiValueRow = Selectable<KpiValuesTable>;
export type NewKpiValueRow = Insertable<KpiValuesTable>;
export type KpiValueUpdate = Updateable<KpiValuesTable>;

export interface KpiTables {
  kpi_metrics: KpiMetricsTable;
  kpi_reports: KpiReportsTable;
  kpi_values: KpiValuesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const kpiTableOwners = {
  kpi_metrics: 'features/kpis',
  kpi_reports: { owner: 'features/kpis', readBy: ['features/impact'] },
  kpi_values: 'features/kpis',
} as const satisfies TableOwners<KpiTables>;
