/** What src/server/app.ts and other features may use from the program-applications feature; everything else in this folder is internal. */
export { programApplicationRoutes } from './routes';
export { decideProgramApplication, listPendingApplicationsUnderReview } from './service';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertApplication } from './repository';
// A person's own submissions list their programme applications (docs/product.md#application-status).
export { listOwnApplications } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as programApplicationsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as programApplicationsErasePersonalRecords } from './repository';
