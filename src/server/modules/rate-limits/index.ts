/** What plugins, features and other modules may use from the rate-limits module; everything else in this folder is internal. */
export { databaseRateLimitStore } from './database-store';
export { giveBackHit, isOverLimit, takeHit, type Limit, type LimitAnswer } from './rate-limits';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as rateLimitsErasePersonalRecords } from './repository';
