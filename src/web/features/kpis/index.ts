/** What other features and src/web/app may use from the KPIs feature; everything else in this folder is internal. */
export { kpiKeys } from './query-keys';
export { StartupKpisPanel } from './startup-kpis-panel';
export { CohortKpisAdmin } from './admin/cohort-kpis-admin';
export { KpisAdmin } from './admin/kpis-admin';
