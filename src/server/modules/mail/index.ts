/** What plugins, features and other modules may use from the mail module; everything else in this folder is internal. */
export { type Mailer, MailUnavailableError } from './outbox';
export type { MailAttachment, OutgoingMail } from './outgoing-mail';
export { registerMail } from './register';
export { cancelMail, oldestUnsentMailQueuedAt, pendingMailIds } from './repository';
// The daily retention run (docs/product.md#retention).
export { deleteFinishedMailsBefore, deleteSentMailsBefore } from './repository';
export { CENTRE_NAME, escapeHtml, oneTimeCodeMail, renderMail } from './templates';
export { registerOneClickUnsubscribe } from './one-click-unsubscribe';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as mailPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as mailErasePersonalRecords } from './repository';
