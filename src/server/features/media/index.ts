/** What src/server/app.ts and other features may use from the media feature; everything else in this folder is internal. */
export { mediaRoutes } from './routes';
