// The real app's alert digest jobs in a process of its own, for the digest crash test
// (`node alert-digest-process.mjs '<database settings as JSON>'`): the app is built on the database (its
// mail module queues the digests in the outbox), its own runner and mail worker stay off, and a fast runner
// with short claims runs the digest kinds until the process is killed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '#server/config';
import { buildApp } from '#server/app';
import { runJobsUntilKilled } from './job-runner-process';
import { testConfig } from './test-app';

/** The run of a frequency and period, and the jobs of groups of people it starts. */
export const DIGEST_JOB_KINDS = ['alert-digests', 'alert-digest-group'] as const;
/**
 * A group's job (50 digests) can take longer than CRASH_TEST_STALE_CLAIM_MS on a loaded machine, and a claim
 * taken over while its run is still alive rolls that run back: with claims this short, two live runners
 * would take each other's groups for ever.
 */
export const DIGEST_STALE_CLAIM_MS = 15_000;

if (process.argv[2]) {
  const settings = JSON.parse(process.argv[2]) as Config['database'];
  const app = await buildApp(testConfig(settings));
  runJobsUntilKilled(
    app.db,
    (queue) => {
      for (const kind of DIGEST_JOB_KINDS) {
        const job = app.jobs.definition(kind)!;
        queue.define({
          ...job,
          run: async (context) => {
            await job.run(context);
            // Some time inside the transaction, after the mails are queued, so kills land mid-run.
            await sleep(40);
          },
        });
      }
    },
    DIGEST_STALE_CLAIM_MS,
  );
}
