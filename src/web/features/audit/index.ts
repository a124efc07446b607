/** What other features and src/web/app may use from the audit feature; everything else in this folder is internal. */
export { auditKeys } from './query-keys';
