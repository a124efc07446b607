/**
 * What features may use from the notification-preferences module: per person and topic, a choice (instant,
 * daily, none), with the topic's default where the person chose nothing, and signed one-click links that
 * stop one topic. The admins' notifications about waiting work are its first user
 * (docs/product.md#admin-notifications); everything else in this folder is internal.
 */
export { readChoices, readChoicesOfUsers, saveChoices } from './repository';
export { preferenceToken, readPreferenceToken } from './token';
export {
  adminChoices,
  adminsWithChoices,
  adminTopic,
  adminUnsubscribe,
  saveAdminChoices,
  SUMMARY_SCOPE,
  tellAdminsWorkWaits,
  type WaitingWork,
} from './admin-work';
export {
  OWNER_DIGEST_SCOPE,
  ownerChoices,
  ownerChoicesOfUsers,
  ownerDigestUnsubscribe,
  ownerTopic,
  saveOwnerChoices,
} from './owner-work';
export {
  cohortMailChoices,
  cohortMailKindOfScope,
  cohortMailRecipients,
  cohortMailUnsubscribe,
  saveCohortMailChoices,
} from './cohort-work';
// The consent ledger's lines for a change of choices (docs/product.md#my-consents).
export { choiceChanges } from './consent-changes';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as notificationPreferencesPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as notificationPreferencesErasePersonalRecords } from './repository';
