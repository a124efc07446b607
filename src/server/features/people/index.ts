/** What src/server/app.ts and other features may use from the people feature; everything else in this folder is internal. */
export { peopleRoutes } from './routes';
