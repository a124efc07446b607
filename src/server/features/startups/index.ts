/** What src/server/app.ts and other features may use from the startups feature (cohorts, their members,
 * startup profiles, the portfolio); everything else in this folder is internal. */
export {
  cohortOfUser,
  countPublishedStartups,
  findMembershipInCohort,
  isCohortMember,
  listCohortsOfUser,
  listPublishedStartups,
  setKpiFrequency,
} from './repository';
export { startupRoutes } from './routes';
export {
  findStartupForPage,
  loadPortfolio,
  portfolioStructuredData,
  startupHead,
  startupPreviewHtml,
} from './page';
// The demo seed (src/server/db/seed) builds its content with these.
export {
  findStartup,
  findStartupBySlug,
  insertAnnouncement,
  insertCohort,
  insertMember,
  insertStartup,
} from './repository';
export {
  insertCohortCertificate,
  listMembersWithoutCertificate as listCohortMembersWithoutCertificate,
  saveCohortCertificateSettings,
} from './certificates/repository';
export {
  insertRevision as insertStartupRevision,
  listFounders as listStartupFounders,
  saveFounderLink,
} from './details/repository';

// The sitemap lists every published startup.
export { listStartupsForSitemap } from './repository';
// The personal hub shows a person's cohort place and open invitations (docs/product.md#personal-hub).
export { cohortPlacesOf } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as startupsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as startupsErasePersonalRecords } from './repository';
// The public check of a certificate's code (docs/decisions/057-cohort-certificates.md).
export { cohortCertificateCodes } from './certificates/service';
