/** What src/server/app.ts and other features may use from the work-profile feature; everything else in this folder is internal. */
export { workProfileRoutes } from './routes';
