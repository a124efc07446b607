/** What src/server/app.ts may use from the KPIs feature (docs/product.md#startup-kpis); the rest is internal. */
export { kpiRoutes } from './routes';
// The demo seed (src/server/db/seed) builds its content with these.
export {
  findCohortForKpis,
  findStartupForKpis,
  insertMetric,
  listCohortStartups,
  listMetrics,
  replaceValues,
  upsertReport,
} from './repository';
// The personal hub counts a founder's KPI reports due (docs/product.md#personal-hub).
export { kpiReportsDue } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as kpisPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as kpisErasePersonalRecords } from './repository';
