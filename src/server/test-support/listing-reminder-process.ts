// The real app's listing expiry-reminder job in a process of its own, for the listing reminder crash test
// (`node listing-reminder-process.mjs '<database settings as JSON>'`): the app is built on the database
// (its mail module queues the reminders in the outbox), its own runner and mail worker stay off, and a
// fast runner with short claims runs the reminder kind until the process is killed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '#server/config';
import { buildApp } from '#server/app';
import { expiryReminderJob } from '#server/features/listing-lifecycle/jobs';
import { runJobsUntilKilled } from './job-runner-process';
import { testConfig } from './test-app';

if (process.argv[2]) {
  const settings = JSON.parse(process.argv[2]) as Config['database'];
  const app = await buildApp(testConfig(settings));
  const reminder = expiryReminderJob(app);
  runJobsUntilKilled(app.db, (queue) =>
    queue.define({
      ...reminder,
      run: async (context) => {
        await reminder.run(context);
        // Some time inside the transaction, after the mail is queued, so kills land mid-run.
        await sleep(40);
      },
    }),
  );
}
