/** What src/server/app.ts may use from the admin-notifications feature; everything else in this folder is internal. */
export { adminNotificationRoutes } from './routes';
