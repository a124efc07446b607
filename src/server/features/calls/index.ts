/** What src/server/app.ts and other features may use from the calls feature; everything else in this folder is internal. */
export { callRoutes } from './routes';
/** The accepted applications of a call: the cohort that the cohorts work builds on. */
export { cohortOf } from './repository';
