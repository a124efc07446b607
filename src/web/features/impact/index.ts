/** What other features and src/web/app may use from the impact feature; everything else in this folder is internal. */
export { impactKeys } from './query-keys';
