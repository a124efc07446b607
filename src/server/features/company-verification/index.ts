/** What src/server/app.ts and other features may use from the company-verification feature; everything else in this folder is internal. */
export { hasApprovedCompanyVerification } from './repository';
export { companyVerificationRoutes } from './routes';
export {
  decideCompanyVerification,
  listPendingVerificationsUnderReview,
  submitCompanyVerification,
} from './service';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertVerification } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as companyVerificationPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as companyVerificationErasePersonalRecords } from './repository';
