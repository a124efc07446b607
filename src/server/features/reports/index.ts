/** What src/server/app.ts and other features may use from the reports feature; everything else in this folder is internal. */
export { reportRoutes } from './routes';
export { listOpenReports } from './repository';
export { clearReports, removeReportedPost } from './service';
