/** What src/server/app.ts and other features may use from the privacy feature; everything else in this folder is internal. */
export { currentNoticeVersion, loadPrivacyNotice } from './notice';
export { privacyRoutes } from './routes';
// The demo seed (src/server/db/seed) publishes the first version with these.
export { publishPrivacyNotice } from './notice';
