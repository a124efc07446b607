/** What src/server/app.ts and other features may use from the assignments feature; everything else in this folder is internal. */
export { assignmentRoutes } from './routes';
export { scheduleReviewReminder } from './reminders';

// A reviewer's scores and conflict returns change their own assignment (docs/product.md#reviewing).
export { updateOwnAssignment } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as assignmentsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as assignmentsErasePersonalRecords } from './repository';
