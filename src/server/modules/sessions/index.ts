/** What plugins, features and other modules may use from the sessions module; everything else in this folder is internal. */
export {
  createSession,
  endSession,
  purgeEndedSessions,
  resolveSession,
  SESSION_ABSOLUTE_MS,
} from './sessions';
export type { CurrentUser } from './current-user';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as sessionsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as sessionsErasePersonalRecords } from './repository';
export { endSessionsOf } from './repository';
