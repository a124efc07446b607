/** What src/server/app.ts and other features may use from the submissions feature; everything else in this folder is internal. */
export { submissionRoutes } from './routes';
