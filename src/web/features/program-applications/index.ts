/** What other features and src/web/app may use from the program-applications feature; everything else in this folder is internal. */
export { ApplicationsReview } from './applications-review';
