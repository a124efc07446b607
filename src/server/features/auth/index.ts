/** What src/server/app.ts and other features may use from the auth feature; everything else in this folder is internal. */
export { authRoutes } from './routes';
