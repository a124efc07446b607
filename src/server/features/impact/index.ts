/** What src/server/app.ts and other features may use from the impact feature (docs/product.md#impact-reports); the rest is internal. */
export { impactRoutes } from './routes';
// Home's counters count as /impact does (docs/product.md#impact-counters).
export { countHomeFigures } from './service';
// The portfolio's cards and pages show each startup's jobs and funds raised from the same confirmed records.
export { startupOutcomes } from './service';
export type { StartupOutcome } from './definitions';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertFunding, saveGender as saveFounderGender, upsertFacts } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as impactPersonalRecords } from './repository';
