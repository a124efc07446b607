/** What src/server/app.ts and other features may use from the review feature; everything else in this folder is internal. */
export { reviewRoutes } from './routes';
