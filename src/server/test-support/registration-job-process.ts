// The real app's event-registration jobs (offer expiries, reminders) in a process of their own, for the
// registration crash test (`node registration-job-process.mjs '<database settings as JSON>'`): the app is
// built on the database (its mail module queues mails in the outbox), its own runner and mail worker stay
// off, and a fast runner with short claims runs those kinds until the process is killed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '#server/config';
import { buildApp } from '#server/app';
import { runJobsUntilKilled } from './job-runner-process';
import { testConfig } from './test-app';

export const REGISTRATION_JOB_KINDS = ['event-offer-expiry', 'event-reminder'] as const;

if (process.argv[2]) {
  const settings = JSON.parse(process.argv[2]) as Config['database'];
  const app = await buildApp(testConfig(settings));
  await app.ready();
  runJobsUntilKilled(app.db, (queue) => {
    for (const kind of REGISTRATION_JOB_KINDS) {
      const job = app.jobs.definition(kind)!;
      queue.define({
        ...job,
        run: async (context) => {
          await job.run(context);
          // Some time inside the transaction, after the mails are queued, so kills land mid-run.
          await sleep(20);
        },
      });
    }
  });
}
