// The real app's event-registration jobs (offer expiries, reminders) in a process of their own, for the
// registration crash test (`node registration-job-process.mjs '<database settings as JSON>'`): see
// app-job-process.ts. Each run waits a little after the mails are queued, so kills land mid-run.
import { runAppJobsUntilKilled } from './app-job-process';

export const REGISTRATION_JOB_KINDS = ['event-offer-expiry', 'event-reminder'] as const;

await runAppJobsUntilKilled({ kinds: REGISTRATION_JOB_KINDS, pauseMs: 20, ready: true });
