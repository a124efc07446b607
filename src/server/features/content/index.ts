/** What src/server/app.ts and other features may use from the content feature; everything else in this folder is internal. */
export { contentAdminRoutes } from './admin-routes';
export { contentRoutes } from './routes';
export { loadPartnerList } from './partners';
