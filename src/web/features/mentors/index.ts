/** What other features and src/web/app may use from the mentors feature; everything else in this folder is internal. */
export { mentorKeys } from './query-keys';
