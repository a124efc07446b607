/** What src/server/app.ts may use from the API reference; everything else in this folder is internal. */
export { apiReferenceRoutes } from './routes';
