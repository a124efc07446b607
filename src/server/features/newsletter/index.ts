/** What src/server/app.ts and other features may use from the newsletter feature; everything else in this folder is internal. */
export { newsletterRoutes } from './routes';
