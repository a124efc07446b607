// The real app's listing expiry-reminder job in a process of its own, for the listing reminder crash test
// (`node listing-reminder-process.mjs '<database settings as JSON>'`): see app-job-process.ts. Each run
// waits a little after the mail is queued, so kills land mid-run.
import { runAppJobsUntilKilled } from './app-job-process';

await runAppJobsUntilKilled({ kinds: ['listing-expiry-reminder'], pauseMs: 40 });
