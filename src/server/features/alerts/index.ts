/** What src/server/app.ts may use from the alerts feature; everything else in this folder is internal. */
export { alertRoutes } from './routes';
// The personal hub counts a person's saved searches (docs/product.md#personal-hub).
export { alertsOf } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as alertsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as alertsErasePersonalRecords } from './repository';
