/** What src/server/app.ts and other features may use from the assignments feature; everything else in this folder is internal. */
export { assignmentRoutes } from './routes';
export { scheduleReviewReminder } from './reminders';
