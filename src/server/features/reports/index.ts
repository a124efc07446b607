/** What src/server/app.ts and other features may use from the reports feature; everything else in this folder is internal. */
export { reportRoutes } from './routes';
export { listOpenReports } from './repository';
export { clearReports, removeReportedPost } from './service';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertReport } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as reportsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as reportsErasePersonalRecords } from './repository';
