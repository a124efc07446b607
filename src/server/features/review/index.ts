/** What src/server/app.ts and other features may use from the review feature; everything else in this folder is internal. */
export { reviewRoutes } from './routes';
// The personal hub counts a reviewer's reviews still to do (docs/product.md#personal-hub).
export { reviewsOf } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as reviewPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as reviewErasePersonalRecords } from './repository';
