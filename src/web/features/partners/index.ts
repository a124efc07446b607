/** What other features and src/web/app may use from the partners feature; everything else in this folder is internal. */
export { partnerKeys } from './query-keys';
