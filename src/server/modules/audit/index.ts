/** What plugins, features and other modules may use from the audit module; everything else in this folder is internal. */
export { recordAdminAction } from './audit';
export { listAuditEntries } from './repository';
