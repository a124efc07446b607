// A job-running server instance, reduced to what matters: run by the jobs crash test as its own
// process (`node --import tsx src/server/test-support/job-process.ts '<database settings as JSON>'`).
// It runs the `crash-test` kind (each run queues one mail row in its transaction, so counting rows
// counts committed runs) until it is killed, and prints "ready" once it is polling.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Config } from '#server/config';
import { openDatabase } from '#server/db/connection';
import { JobQueue, type JobDefinition } from '#server/modules/jobs/queue';
import { enqueueMail } from '#server/modules/mail/repository';
import { JobRunner } from '#server/modules/jobs/runner';

/** Claims older than this are taken over, so a killed process's job moves on within the test. */
export const CRASH_TEST_STALE_CLAIM_MS = 1_000;

export const crashTestJob: JobDefinition<{ n: number }> = {
  kind: 'crash-test',
  // A run that meets a busy database under load is retried, not given up: the test counts outcomes.
  maxAttempts: 1_000,
  payload: z.object({ n: z.number().int() }),
  run: async ({ trx, payload, now }) => {
    // Never delivered (no mail worker runs here): the row only records that the run committed.
    await enqueueMail(
      trx,
      {
        to_address: `person${payload.n}@example.edu`,
        subject: `Crash test ${payload.n}`,
        text_body: String(process.pid),
        html_body: '',
        headers_json: '{}',
        attachments_json: '[]',
      },
      now.toISOString(),
    );
    // Some time inside the transaction, so kills land mid-run.
    await sleep(2);
  },
};

if (process.argv[2]) {
  const settings = JSON.parse(process.argv[2]) as Config['database'];
  const handle = openDatabase(settings);
  const queue = new JobQueue({
    db: handle.db,
    staleClaimMs: CRASH_TEST_STALE_CLAIM_MS,
    // A run that failed (a busy database on a loaded machine) is tried again soon, not in 30 s.
    retryDelayMs: () => 100,
    log: { warn: (obj, msg) => console.error(msg, obj), error: (obj, msg) => console.error(msg, obj) },
  });
  queue.define(crashTestJob);
  new JobRunner(queue, {
    intervalMs: 20,
    log: { info: () => {}, debug: () => {}, warn: (obj, msg) => console.error(msg, obj) },
  }).start();
  // The runner's timer does not hold a process open (a server's listener does), and a SQLite handle
  // holds nothing either: without this, an idle runner would exit before a killed run's claim is stale.
  setInterval(() => {}, 60_000);
  process.stdout.write('ready\n');
}
