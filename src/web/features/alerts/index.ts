/** What other features and src/web/app may use from the alerts feature. */
export { AlertMeButton } from './alert-me-button';
export { CallAlertButton } from './call-alert-button';
export { alertKeys } from './query-keys';
