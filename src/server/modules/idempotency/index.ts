/** What plugins, features and other modules may use from the idempotency module; everything else in this folder is internal. */
export { defineIdempotencyCleanup } from './cleanup';
export { registerIdempotency, SAME_CREATE_MS } from './idempotency';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as idempotencyErasePersonalRecords } from './repository';
