import type { Migration } from 'kysely';
import * as siteContent from './0001-site-content';
import * as accounts from './0002-accounts';
import * as auditLog from './0003-audit-log';
import * as companyVerifications from './0004-company-verifications';
import * as events from './0005-events';
import * as contactNewsletter from './0006-contact-newsletter';
import * as opportunities from './0007-opportunities';
import * as workProfileAndApplications from './0008-work-profile-and-applications';
import * as siteContentAdmin from './0009-site-content-admin';
import * as roleGrants from './0010-role-grants';
import * as jobs from './0011-jobs';
import * as oneAccountPerUniversityEmail from './0012-one-account-per-university-email';
import * as calls from './0013-calls';
import * as eventRegistrations from './0014-event-registrations';
import * as reviewAssignments from './0015-review-assignments';
import * as postReports from './0016-post-reports';
import * as eventMessagesAndCalendarFeeds from './0017-event-messages-and-calendar-feeds';
import * as privateFiles from './0018-private-files';
import * as postSearchIndexes from './0019-post-search-indexes';
import * as notificationPreferences from './0020-notification-preferences';
import * as partnersTestimonialsFaq from './0021-partners-testimonials-faq';
import * as postApplications from './0022-post-applications';
import * as newsletterTopics from './0023-newsletter-topics';
import * as newsPosts from './0024-news-posts';
import * as searchAlerts from './0025-search-alerts';
import * as cohortsStartups from './0026-cohorts-startups';
import * as metricCountsAndHistory from './0027-metric-counts-and-history';
import * as ideaTeams from './0028-idea-teams';
import * as officeHours from './0029-office-hours';
import * as listingLifecycle from './0030-listing-lifecycle';
import * as startupKpis from './0031-startup-kpis';
import * as rateLimits from './0032-rate-limits';
import * as codesPerClient from './0033-codes-per-client';
import * as reportStanding from './0035-report-standing';
import * as idempotencyKeys from './0042-idempotency-keys';
import * as eventDetails from './0043-event-details';
import * as startupPageRevisions from './0044-startup-page-revisions';
import * as searchWhatCardsShow from './0045-search-what-cards-show';
import * as privacyNotices from './0047-privacy-notices';
import * as accountDeletion from './0048-account-deletion';
import * as eventCertificates from './0049-event-certificates';
import * as certificatePdfs from './0050-certificate-pdfs';
import * as eventFeedback from './0051-event-feedback';
import * as consentsAndRetention from './0052-consents-and-retention';
import * as impactFacts from './0053-impact-facts';
import * as seedGrants from './0055-seed-grants';
import * as cohortCertificates from './0056-cohort-certificates';
import * as dataExports from './0057-data-exports';

/** Every migration, in order. Names are frozen once released; add new files, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '0001-site-content': siteContent,
  '0002-accounts': accounts,
  '0003-audit-log': auditLog,
  '0004-company-verifications': companyVerifications,
  '0005-events': events,
  '0006-contact-newsletter': contactNewsletter,
  '0007-opportunities': opportunities,
  '0008-work-profile-and-applications': workProfileAndApplications,
  '0009-site-content-admin': siteContentAdmin,
  '0010-role-grants': roleGrants,
  '0011-jobs': jobs,
  '0012-one-account-per-university-email': oneAccountPerUniversityEmail,
  '0013-calls': calls,
  '0014-event-registrations': eventRegistrations,
  '0015-review-assignments': reviewAssignments,
  '0016-post-reports': postReports,
  '0017-event-messages-and-calendar-feeds': eventMessagesAndCalendarFeeds,
  '0018-private-files': privateFiles,
  '0019-post-search-indexes': postSearchIndexes,
  '0020-notification-preferences': notificationPreferences,
  '0021-partners-testimonials-faq': partnersTestimonialsFaq,
  '0022-post-applications': postApplications,
  '0023-newsletter-topics': newsletterTopics,
  '0024-news-posts': newsPosts,
  '0025-search-alerts': searchAlerts,
  '0026-cohorts-startups': cohortsStartups,
  '0027-metric-counts-and-history': metricCountsAndHistory,
  '0028-idea-teams': ideaTeams,
  '0029-office-hours': officeHours,
  '0030-listing-lifecycle': listingLifecycle,
  '0031-startup-kpis': startupKpis,
  '0032-rate-limits': rateLimits,
  '0033-codes-per-client': codesPerClient,
  '0035-report-standing': reportStanding,
  '0042-idempotency-keys': idempotencyKeys,
  '0043-event-details': eventDetails,
  '0044-startup-page-revisions': startupPageRevisions,
  '0045-search-what-cards-show': searchWhatCardsShow,
  '0047-privacy-notices': privacyNotices,
  '0048-account-deletion': accountDeletion,
  '0049-event-certificates': eventCertificates,
  '0050-certificate-pdfs': certificatePdfs,
  '0051-event-feedback': eventFeedback,
  '0052-consents-and-retention': consentsAndRetention,
  '0053-impact-facts': impactFacts,
  '0055-seed-grants': seedGrants,
  '0056-cohort-certificates': cohortCertificates,
  '0057-data-exports': dataExports,
};
