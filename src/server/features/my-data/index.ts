/** What src/server/app.ts may use from the my-data feature; everything else in this folder is internal. */
export { myDataRoutes } from './routes';
