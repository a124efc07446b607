/** What src/server/app.ts and other features may use from applications on the site; everything else is internal. */
export { postApplicationRoutes } from './routes';
export { listApplicationsArrivedBetween } from './repository';
