/**
 * What other parts of the web client may use from the personal hub. Light modules only: the account menu on
 * every page's first paint uses these; the hub page is loaded on demand from './my-hub-page'.
 */
export { HubMenuLinks, WaitingBadge } from './hub-menu-links';
export { hubKeys } from './query-keys';
export { useMyHub } from './api/my-hub';
