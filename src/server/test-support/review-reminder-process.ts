// The real app's review-reminder job in a process of its own, for the reminder crash test
// (`node review-reminder-process.mjs '<database settings as JSON>'`): see app-job-process.ts. Each run
// waits a little after the mails are queued, so kills land mid-run.
import { runAppJobsUntilKilled } from './app-job-process';

await runAppJobsUntilKilled({ kinds: ['review-reminder'], pauseMs: 40 });
