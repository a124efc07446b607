/** What other web features and the app may use from the review feature. */
export { reviewKeys } from './query-keys';
