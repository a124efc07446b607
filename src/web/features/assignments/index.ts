/** What other web features and the app may use from the assignments feature. */
export { CallReviewPanel } from './call-review-panel';
export { assignmentKeys } from './query-keys';
