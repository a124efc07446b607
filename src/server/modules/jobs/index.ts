/** What plugins, features and other modules may use from the jobs module; everything else in this folder is internal. */
export type { JobContext, JobDefinition, Jobs, ScheduledJob } from './queue';
export { registerJobs } from './register';
export { defineDailyCheck, type DailyCheckPayload } from './daily-check';
export { oldestDueJobAt } from './repository';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertJob } from './repository';
