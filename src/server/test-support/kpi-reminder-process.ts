// The real app's KPI reminder jobs in a process of its own, for the KPI reminder crash test
// (`node kpi-reminder-process.mjs '<database settings as JSON>'`): the app is built on the database
// (its mail module queues the reminders in the outbox), its own runner and mail worker stay off, and a
// fast runner with short claims runs the daily check and the per-startup reminders until it is killed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '#server/config';
import { buildApp } from '#server/app';
import { runJobsUntilKilled } from './job-runner-process';
import { testConfig } from './test-app';

if (process.argv[2]) {
  const settings = JSON.parse(process.argv[2]) as Config['database'];
  const app = await buildApp(testConfig(settings));
  runJobsUntilKilled(app.db, (queue) => {
    for (const kind of ['kpi-reminders', 'kpi-reminder']) {
      const job = app.jobs.definition(kind)!;
      queue.define({
        ...job,
        run: async (context) => {
          await job.run(context);
          // Some time inside the transaction, after its effects, so kills land mid-run.
          await sleep(kind === 'kpi-reminder' ? 40 : 200);
        },
      });
    }
  });
}
