/** What other features and src/web/app may use from the company-verification feature; everything else in this folder is internal. */
export { useVerificationStatus, VERIFICATION_STATUS_KEY } from './api/get-verification-status';
