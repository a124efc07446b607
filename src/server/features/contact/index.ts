/** What src/server/app.ts and other features may use from the contact feature; everything else in this folder is internal. */
export { contactRoutes } from './routes';
