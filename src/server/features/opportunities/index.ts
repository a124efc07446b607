/** What src/server/app.ts and other features may use from the opportunities feature; everything else in this folder is internal. */
export { opportunityRoutes } from './routes';
