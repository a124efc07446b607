/** What src/server/app.ts and other features may use from the listing lifecycle; everything else is internal. */
export { listingLifecycleRoutes } from './routes';
export { startListingPeriod } from './service';
