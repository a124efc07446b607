// A job-running server instance, reduced to what matters: run by the jobs crash test as its own
// process (`node --import tsx src/server/test-support/job-process.ts '<database settings as JSON>'`).
// It runs the `crash-test` kind (each run queues one mail row in its transaction, so counting rows
// counts committed runs) until it is killed, and prints "ready" once it is polling.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Config } from '#server/config';
import { openDatabase } from '#server/db/connection';
import type { JobDefinition } from '#server/modules/jobs/queue';
import { enqueueMail } from '#server/modules/mail/repository';
import { runJobsUntilKilled } from './job-runner-process';

export { CRASH_TEST_STALE_CLAIM_MS } from './job-runner-process';

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
  runJobsUntilKilled(openDatabase(settings).db, (queue) => queue.define(crashTestJob));
}
