/** What other web features and the app may use from applications on the site. */
export { MyPostApplications } from './my-post-applications';
export { ApplicationStateBadge } from './application-state';
export { postApplicationKeys } from './query-keys';
