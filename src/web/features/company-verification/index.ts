/** What other features and src/web/app may use from the company-verification feature; everything else in this folder is internal. */
export { useVerificationStatus } from './api/get-verification-status';
export { verificationKeys } from './query-keys';
