/** What src/server/app.ts and other features may use from the calls feature; everything else in this folder is internal. */
export { callRoutes } from './routes';
/** The accepted applications of a call: the cohort that the cohorts work builds on. */
export { cohortOf } from './repository';

// A cohort is formed from a call's accepted applications (docs/product.md#cohorts-and-startups-tab).
export { acceptedApplicationsOf, findCallProgram } from './repository';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertCall, insertCallApplication } from './repository';
// A calls alert starts after the newest call and mails the calls made since (docs/product.md#search-alerts).
export { announcedCalls, findProgramBySlug, latestCallId } from './repository';
// The personal hub counts a person's call applications (docs/product.md#personal-hub).
export { callApplicationsOf } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as callsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as callsErasePersonalRecords } from './repository';
