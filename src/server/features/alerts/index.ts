/** What src/server/app.ts may use from the alerts feature; everything else in this folder is internal. */
export { alertRoutes } from './routes';
