/** What src/server/app.ts and other features may use from the audit feature; everything else in this folder is internal. */
export { auditRoutes } from './routes';
