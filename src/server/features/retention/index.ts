/** What src/server/app.ts and tests may use from the retention feature; everything else in this folder is internal. */
export { retentionRoutes } from './routes';
export { listPurges } from './repository';
