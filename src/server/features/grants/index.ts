/** What src/server/app.ts and other features may use from the seed-grants feature (docs/product.md#seed-grants). */
export { grantRoutes } from './routes';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertExpense, insertGrant, insertTranche } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as grantsPersonalRecords } from './repository';
