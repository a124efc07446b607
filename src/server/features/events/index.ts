/** What src/server/app.ts and other features may use from the events feature; everything else in this folder is internal. */
export { eventHead, findEventForPage } from './page-head';
export { eventPreviewHtml } from './page-body';
export { eventRoutes } from './routes';
// A cohort's page shows the centre's events of its programme's weeks (docs/product.md#cohorts-and-startups-tab).
export { eventsBetween } from './repository';
// The moderation queue lists events nearly full (docs/product.md#moderation-queue).
export { listNearlyFullEvents } from './registrations/repository';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertRegistration, markCheckedIn, updateRegistration } from './registrations/repository';
export { newCheckInCode } from './registrations/service';
export { insertEvent, listEvents, updateEvent } from './repository';
export { storedDetails, type EventDetails } from './event-details';
export { SPEAKER_PHOTO_WIDTHS } from './speaker-photos';

// The sitemap lists every event.
export { listEventsForSitemap } from './repository';
// The personal hub counts a person's registrations (docs/product.md#personal-hub).
export { registrationsWaitingFor } from './registrations/waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as eventsPersonalRecords } from './repository';
// The public check of a certificate's code (docs/product.md#certificates).
export { eventCertificateCodes } from './certificates/page';
export {
  insertCertificate,
  listAttendeesWithoutCertificate,
  saveCertificateSettings,
} from './certificates/repository';
// The daily retention run empties old registration answers (docs/product.md#retention).
export { clearRegistrationAnswers } from './registrations/repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as eventsErasePersonalRecords } from './repository';
// Feedback from those who came (docs/product.md#event-feedback): the hub's prompt, the impact reports' figures,
// the person's download, and what the demo seed builds with.
export { eventFeedbackForPeriod, feedbackWaitingFor } from './feedback/for-others';
export { personalRecordsOf as eventFeedbackPersonalRecords } from './feedback/repository';
export { insertFeedbackAnswer, insertFeedbackRequest, listAttendeesNotAsked } from './feedback/repository';
export { newFeedbackToken } from './feedback/service';
