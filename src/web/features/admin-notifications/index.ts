/** What other parts of the web client may use from the admin-notifications feature. */
export { adminNotificationKeys } from './query-keys';
