/** What src/server/app.ts may use from the admin-notifications feature; everything else in this folder is internal. */
export { adminNotificationRoutes } from './routes';
// The owners' daily digest leaves with the summary, at the same hour.
export { nextSummary } from './daily-summary';
