/** What src/server/app.ts may use from the owners' mail choices; everything else in this folder is internal. */
export { ownerNotificationRoutes } from './routes';
