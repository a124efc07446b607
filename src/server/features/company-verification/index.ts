/** What src/server/app.ts and other features may use from the company-verification feature; everything else in this folder is internal. */
export { hasApprovedCompanyVerification, listVerifications } from './repository';
export { companyVerificationRoutes } from './routes';
export { decideCompanyVerification, submitCompanyVerification } from './service';
