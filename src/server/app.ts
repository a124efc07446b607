import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import type { Database } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { databaseRateLimitStore } from '#server/modules/rate-limits';
import {
  seedDemoActivity,
  seedDemoCalls,
  seedDemoContent,
  seedDemoReviewRound,
  seedDemoRoles,
} from '#server/db/seed/seed';
import { seedDemoReports } from '#server/db/seed/demo-reports';
import { seedDemoApplications } from '#server/db/seed/demo-applications';
import { seedDemoIdeaTeams } from '#server/db/seed/demo-idea-teams';
import { seedDemoListingLife } from '#server/db/seed/demo-listing-life';
import { seedDemoStory } from '#server/db/seed/demo-story';
import { seedDemoEventDetails } from '#server/db/seed/demo-event-details';
import { seedDemoNews } from '#server/db/seed/demo-news';
import { seedDemoPrivacyNotice } from '#server/db/seed/demo-privacy';
import { seedDemoStartups } from '#server/db/seed/demo-startups';
import { seedDemoKpis } from '#server/db/seed/demo-kpis';
import { seedDemoGrants } from '#server/db/seed/demo-grants';
import { seedDemoImpact } from '#server/db/seed/demo-impact';
import { seedDemoStartupDetails } from '#server/db/seed/demo-startup-details';
import { seedDemoAlerts } from '#server/db/seed/demo-alerts';
import { seedDemoAdminChoices, seedDemoNewsletter } from '#server/db/seed/demo-newsletter';
import { seedDemoWaitingWork } from '#server/db/seed/demo-waiting-work';
import { seedDemoOfficeHours } from '#server/db/seed/demo-office-hours';
import { seedDemoRegistrations } from '#server/db/seed/demo-registrations';
import { seedDemoCertificates } from '#server/db/seed/demo-certificates';
import { seedDemoCohortCertificates } from '#server/db/seed/demo-cohort-certificates';
import { seedDemoFeedback } from '#server/db/seed/demo-feedback';
import { seedDemoMetricHistory } from '#server/db/seed/demo-metric-history';
import { alertRoutes } from '#server/features/alerts';
import { impactRoutes } from '#server/features/impact';
import { kpiRoutes } from '#server/features/kpis';
import { grantRoutes } from '#server/features/grants';
import { officeHoursRoutes } from '#server/features/office-hours';
import { assignmentRoutes } from '#server/features/assignments';
import { auditRoutes } from '#server/features/audit';
import { callRoutes } from '#server/features/calls';
import { reviewRoutes } from '#server/features/review';
import { companyVerificationRoutes } from '#server/features/company-verification';
import { contactRoutes } from '#server/features/contact';
import { contentAdminRoutes } from '#server/features/content';
import { contentRoutes } from '#server/features/content';
import { newsRoutes } from '#server/features/news';
import { currentNoticeVersion, privacyRoutes } from '#server/features/privacy';
import { consentRoutes } from '#server/features/consents';
import { retentionRoutes } from '#server/features/retention';
import { registerConsents } from '#server/modules/consents';
import { registerErasureSteps } from '#server/modules/personal-data';
import { myDataRoutes } from '#server/features/my-data';
import { accountDeletionRoutes } from '#server/features/account-deletion';
import { startupRoutes } from '#server/features/startups';
import { eventRoutes } from '#server/features/events';
import { certificateCheckRoutes } from '#server/features/certificates';
import { newsletterRoutes } from '#server/features/newsletter';
import { opportunityRoutes, type StartListingPeriod } from '#server/features/opportunities';
import { postApplicationRoutes } from '#server/features/post-applications';
import { listingLifecycleRoutes, startListingPeriod } from '#server/features/listing-lifecycle';
import { ideaTeamRoutes } from '#server/features/idea-teams';
import { peopleRoutes } from '#server/features/people';
import { programApplicationRoutes } from '#server/features/program-applications';
import { seoRoutes } from '#server/features/seo';
import { moderationRoutes } from '#server/features/moderation';
import { adminNotificationRoutes } from '#server/features/admin-notifications';
import { ownerNotificationRoutes } from '#server/features/owner-notifications';
import { cohortMailRoutes } from '#server/features/cohort-mail';
import { reportRoutes } from '#server/features/reports';
import { submissionRoutes } from '#server/features/submissions';
import { hubRoutes } from '#server/features/hub';
import { workProfileRoutes } from '#server/features/work-profile';
import { healthRoutes } from '#server/features/health';
import { apiReferenceRoutes } from '#server/features/api-reference';
import { mediaRoutes } from '#server/features/media';
import { registerJobs } from '#server/modules/jobs';
import { defineIdempotencyCleanup, registerIdempotency } from '#server/modules/idempotency';
import { registerMail } from '#server/modules/mail';
import { authRoutes } from '#server/features/auth';
import { displayNameRoutes, userRoutes } from '#server/features/profile';
import { registerAuthentication } from '#server/plugins/authentication';
import '#common/validation-messages';
import { registerErrorHandler } from '#server/plugins/error-handler';
import { registerResponseContracts } from '#server/plugins/response-contracts';
import { registerRouteList } from '#server/plugins/route-list';
import { registerOpenApi } from '#server/plugins/openapi';
import { registerTextInputChecks } from '#server/plugins/text-input';
import { registerSameOriginCheck } from '#server/plugins/same-origin';
import { registerRevalidation } from '#server/plugins/revalidation';
import { registerSecurityHeaders } from '#server/plugins/security-headers';
import { registerWebClient } from '#server/plugins/web-client';
import { webPages } from '#server/web-pages';
import { BackgroundWork } from '#server/lib/background-work';
import type { LoopTimers } from '#server/lib/background-loop';
import { loggerOptions, SecretPaths, type LoggerSettings } from '#server/lib/log-redaction';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dialect: DatabaseHandle['dialect'];
    /** Work started after an answer was sent (see lib/background-work.ts); closing waits for it. */
    background: BackgroundWork;
  }
}

export interface BuildOptions {
  /**
   * False for no log (most tests); otherwise settings laid over the app's own (loggerOptions), such as a
   * `stream` a test reads the log from.
   */
  logger?: boolean | LoggerSettings;
  /** The job runner's timers: a test that moves time itself gives its own clock (the platform's by default). */
  jobTimers?: LoopTimers;
}

/**
 * Builds the whole application from a configuration: database (migrated, and
 * seeded when asked), API routes, media and the web client. It does not listen.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Learns the routes with a token in a path segment as they are registered (the onRoute hook below).
  const secretPaths = new SecretPaths();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel, secretPaths),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRoute', (route) => secretPaths.addRoute(route.url));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = openDatabase(config.database, {
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'database connection lost; it will be reopened'),
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (config.seedDemoContent && (await seedDemoContent(database.db))) app.log.info('demo content seeded');
    if (config.seedDemoContent && (await seedDemoStory(database.db)))
      app.log.info('demo partners, testimonials and questions seeded');
    if (config.seedDemoContent && (await seedDemoNews(database.db))) app.log.info('demo news seeded');
    if (config.seedDemoContent && (await seedDemoPrivacyNotice(database.db)))
      app.log.info('demo privacy notice seeded');
    if (config.seedDemoActivity && (await seedDemoActivity(database.db, config.centreTimezone)))
      app.log.info('demo events and posts seeded');
    if (config.seedDemoActivity && (await seedDemoRoles(database.db)))
      app.log.info('demo reviewers and mentors seeded');
    // Needs the programmes of the content seed.
    if (
      config.seedDemoContent &&
      config.seedDemoActivity &&
      (await seedDemoCalls(database.db, config.centreTimezone))
    )
      app.log.info('demo call seeded');
    if (config.seedDemoContent && config.seedDemoActivity && (await seedDemoReviewRound(database.db)))
      app.log.info('demo review round seeded');
    if (config.seedDemoActivity && (await seedDemoReports(database.db))) app.log.info('demo reports seeded');
    if (config.seedDemoActivity && (await seedDemoApplications(database.db)))
      app.log.info('demo applications seeded');
    // After the applications: their posts stay open; another listing nears its expiry, a third is filled.
    if (config.seedDemoActivity && (await seedDemoListingLife(database.db)))
      app.log.info('demo listing lifecycle seeded');
    if (config.seedDemoActivity && (await seedDemoAlerts(database.db))) app.log.info('demo alerts seeded');
    if (config.seedDemoActivity && (await seedDemoNewsletter(database.db)))
      app.log.info('demo newsletter subscribers seeded');
    if (config.seedDemoActivity && (await seedDemoAdminChoices(database.db, config.adminEmails)))
      app.log.info('demo admin notification choices seeded');
    // Needs the programmes of the content seed.
    if (config.seedDemoContent && config.seedDemoActivity && (await seedDemoStartups(database.db)))
      app.log.info('demo cohort and startups seeded');
    // After the startups seed: founders of the current cohort completed a mentorship cohort last year.
    if (config.seedDemoContent && config.seedDemoActivity && (await seedDemoCohortCertificates(database.db)))
      app.log.info('demo certificates of completion seeded');
    if (
      config.seedDemoContent &&
      config.seedDemoActivity &&
      (await seedDemoKpis(database.db, config.centreTimezone))
    )
      app.log.info('demo KPIs seeded');
    if (
      config.seedDemoContent &&
      config.seedDemoActivity &&
      (await seedDemoGrants(database.db, config.centreTimezone))
    )
      app.log.info('demo seed grants seeded');
    if (config.seedDemoContent && config.seedDemoActivity && (await seedDemoImpact(database.db)))
      app.log.info('demo impact facts seeded');
    // After the startups seed: their stories, milestones, co-founders and a change waiting for approval.
    if (config.seedDemoContent && config.seedDemoActivity && (await seedDemoStartupDetails(database.db)))
      app.log.info('demo startup pages seeded');
    if (config.seedDemoActivity && (await seedDemoIdeaTeams(database.db)))
      app.log.info('demo idea teams seeded');
    // After the activity seed: it registers people for the demo workshop.
    if (config.seedDemoActivity && (await seedDemoRegistrations(database.db, config.centreTimezone)))
      app.log.info('demo registrations seeded');
    // After the activity and registrations seeds: it gives their events an agenda, speakers and a venue.
    if (config.seedDemoActivity && (await seedDemoEventDetails(database.db)))
      app.log.info('demo event details seeded');
    // After the registrations seed: the past talk's checked-in people get their certificates.
    if (config.seedDemoActivity && (await seedDemoCertificates(database.db)))
      app.log.info('demo certificates seeded');
    // After the registrations seed: the past talk's checked-in people were asked, and most answered.
    if (config.seedDemoActivity && (await seedDemoFeedback(database.db)))
      app.log.info('demo feedback seeded');
    // After the roles and startups seeds: the demo mentor, and a session booked by a cohort member.
    if (config.seedDemoActivity && (await seedDemoOfficeHours(database.db)))
      app.log.info('demo office hours seeded');
    // Needs the programmes of the content seed.
    if (config.seedDemoContent && config.seedDemoActivity && (await seedDemoWaitingWork(database.db)))
      app.log.info('demo waiting work seeded');
    // Last: the history grows towards what the demo rows above count.
    if (
      config.seedDemoContent &&
      config.seedDemoActivity &&
      (await seedDemoMetricHistory(database.db, config.centreTimezone))
    )
      app.log.info('demo counter history seeded');
  } catch (error) {
    await database.close();
    throw error;
  }

  app.decorate('background', new BackgroundWork(app.log));
  // An approved internship or project starts its listing period (docs/product.md#listing-lifecycle).
  const startPeriod: StartListingPeriod = (trx, kind, id, approvedAt) =>
    startListingPeriod(app, trx, kind, id, approvedAt);
  app.decorate('startListingPeriod', startPeriod);
  // Before the mail and database close: what runs may still queue a mail.
  app.addHook('preClose', async () => app.background.drain());
  registerMail(app, config);
  registerJobs(app, config, options.jobTimers);
  // The consent ledger names the privacy notice version in force (docs/product.md#my-consents).
  registerConsents(app, currentNoticeVersion);
  // Delete my account: what features do for others before a person's rows go (docs/product.md#delete-account).
  registerErasureSteps(app);
  registerErrorHandler(app);
  registerTextInputChecks(app);
  await registerSecurityHeaders(app, config);
  registerRevalidation(app);

  registerSameOriginCheck(app, config);
  await registerAuthentication(app, config);
  // After authentication (a submission is the signed-in person's); before every route.
  registerIdempotency(app);
  defineIdempotencyCleanup(app);
  registerResponseContracts(app);
  registerRouteList(app);
  // Before any route: it collects each one as it is registered.
  await registerOpenApi(app);
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`; nothing else is limited. Counted in the
  // database, so a limit holds across instances and restarts (docs/decisions/031-limits-in-the-database.md).
  // A signed-in person is counted on their own at each address, never with the others there: a whole campus
  // reaches the site through one NAT address, and its people must not use up each other's limits.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    keyGenerator: async (request) => {
      const user = await request.currentUser();
      return user ? `user:${user.id}@${request.ip}` : `ip:${request.ip}`;
    },
  });
  // Per-file size is checked where a form is read (413 with the message of docs/product.md#image-uploads);
  // these cap the rest.
  await app.register(multipart, { limits: { fields: 40, fieldSize: 100_000, files: 2, parts: 45 } });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(displayNameRoutes);
  await app.register(contentRoutes);
  await app.register(newsRoutes);
  await app.register(privacyRoutes);
  await app.register(myDataRoutes);
  await app.register(consentRoutes);
  await app.register(retentionRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(startupRoutes);
  await app.register(kpiRoutes);
  await app.register(grantRoutes);
  await app.register(impactRoutes);
  await app.register(mediaRoutes);
  await app.register(eventRoutes);
  await app.register(certificateCheckRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(opportunityRoutes);
  await app.register(postApplicationRoutes);
  await app.register(listingLifecycleRoutes);
  await app.register(ideaTeamRoutes);
  await app.register(alertRoutes);
  await app.register(reportRoutes);
  await app.register(moderationRoutes);
  await app.register(adminNotificationRoutes);
  await app.register(ownerNotificationRoutes);
  await app.register(cohortMailRoutes);
  await app.register(submissionRoutes);
  await app.register(hubRoutes);
  await app.register(companyVerificationRoutes);
  await app.register(workProfileRoutes);
  await app.register(programApplicationRoutes);
  await app.register(contentAdminRoutes);
  await app.register(auditRoutes);
  await app.register(peopleRoutes);
  await app.register(callRoutes);
  await app.register(assignmentRoutes);
  await app.register(reviewRoutes);
  await app.register(officeHoursRoutes);
  await app.register(seoRoutes);
  await app.register(apiReferenceRoutes);
  await registerWebClient(app, config, webPages(app.db, config));

  return app;
}
