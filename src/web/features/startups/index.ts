/** What other features and src/web/app may use from the startups feature; everything else in this folder is internal. */
export { startupKeys } from './query-keys';
export { MyCohortCertificates } from './my-cohort-certificates';
