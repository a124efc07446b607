/** What plugins, features and other modules may use from the audit module; everything else in this folder is internal. */
export { recordAccountErasure, recordAdminAction } from './audit';
export { listAuditEntries } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as auditPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as auditErasePersonalRecords } from './repository';
