/** What other features and src/web/app may use from the privacy feature; everything else in this folder is internal. */
export { privacyKeys } from './query-keys';
export { PrivacyNoticeEditor } from './privacy-notice-editor';
