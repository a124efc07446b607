/** What src/server/app.ts may use from the personal hub; everything else in this folder is internal. */
export { hubRoutes } from './routes';
