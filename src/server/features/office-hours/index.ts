/** What src/server/app.ts may use from the office-hours feature; everything else in this folder is internal. */
export { officeHoursRoutes } from './routes';
