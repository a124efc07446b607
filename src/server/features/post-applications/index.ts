/** What src/server/app.ts and other features may use from applications on the site; everything else is internal. */
export { postApplicationRoutes } from './routes';
export { listApplicationsArrivedBetween } from './repository';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertPostApplication } from './repository';
// The personal hub counts a person's applications and their posts' new applicants (docs/product.md#personal-hub).
export { postApplicationsOf, postsWaitingFor } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as postApplicationsPersonalRecords } from './repository';
// The daily retention run deletes CVs of closed posts (docs/product.md#retention).
export { purgeApplicationFiles } from './retention';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as postApplicationsErasePersonalRecords } from './repository';
