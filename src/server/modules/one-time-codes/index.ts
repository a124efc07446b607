/** What plugins, features and other modules may use from the one-time-codes module; everything else in this folder is internal. */
export { codeAttemptOf, endCodeAttempt, keepCodeAttempt, newCodeAttempt } from './attempt-cookie';
export {
  cooldownSeconds,
  issueCode,
  verifyCode,
  withdrawCode,
  type CodeClient,
  type IssuedCode,
} from './one-time-codes';
// The daily retention run (docs/product.md#retention).
export { deleteCodeRequestsBefore, deleteCodesBefore } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as oneTimeCodesErasePersonalRecords } from './repository';
