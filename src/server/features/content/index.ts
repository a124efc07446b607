/** What src/server/app.ts and other features may use from the content feature; everything else in this folder is internal. */
export { contentAdminRoutes } from './admin-routes';
export { contentRoutes } from './routes';
export { loadFaqList } from './faq';
export { loadPartnerList } from './partners';
// The demo seed (src/server/db/seed) builds its content with these.
export { loadMetrics, utcDay } from './metrics';
export {
  insertCarouselSlide,
  insertFaqEntry,
  insertMentor,
  insertPartner,
  insertProgram,
  insertTeamMember,
  insertTestimonial,
  upsertMetric,
  upsertMetricSnapshots,
} from './repository';
