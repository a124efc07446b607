/** What other parts of the web client may use from the moderation feature. */
export { moderationKeys } from './query-keys';
