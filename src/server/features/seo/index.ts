/** What src/server/app.ts and other features may use from the seo feature; everything else in this folder is internal. */
export { seoRoutes } from './routes';
