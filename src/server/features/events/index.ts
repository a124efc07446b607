/** What src/server/app.ts and other features may use from the events feature; everything else in this folder is internal. */
export { eventHead, findEventForPage, injectHead } from './page-head';
export { eventPreviewHtml, injectBody } from './page-body';
export { eventRoutes } from './routes';
// The moderation queue lists events nearly full (docs/product.md#moderation-queue).
export { listNearlyFullEvents } from './registrations/repository';
