/** What other features and src/web/app may use from the team feature; everything else in this folder is internal. */
export { teamKeys } from './query-keys';
