/** What src/server/app.ts and other features may use from the health feature; everything else in this folder is internal. */
export { healthRoutes } from './routes';
