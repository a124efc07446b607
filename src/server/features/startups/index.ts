/** What src/server/app.ts and other features may use from the startups feature (cohorts, their members,
 * startup profiles, the portfolio); everything else in this folder is internal. */
export {
  cohortOfUser,
  countPublishedStartups,
  findMembershipInCohort,
  isCohortMember,
  listCohortsOfUser,
  listPublishedStartups,
} from './repository';
export { startupRoutes } from './routes';
export {
  findStartupForPage,
  loadPortfolio,
  portfolioStructuredData,
  startupHead,
  startupPreviewHtml,
} from './page';
