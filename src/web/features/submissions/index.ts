/** What other features and src/web/app may use from the submissions feature; everything else in this folder is internal. */
export { submissionKeys } from './query-keys';
