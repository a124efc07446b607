/** What src/server/app.ts and other features may use from the events feature; everything else in this folder is internal. */
export { eventHead, findEventForPage, injectHead } from './page-head';
export { eventRoutes } from './routes';
