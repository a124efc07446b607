// What the processes that the job crash tests kill share: a job runner on one database, polling fast,
// whose claims go stale within the test, running until it is killed.
import type { Database } from '#server/db/database';
import { JobQueue } from '#server/modules/jobs/queue';
import { JobRunner } from '#server/modules/jobs/runner';

/** Claims older than this are taken over, so a killed process's job moves on within the test. */
export const CRASH_TEST_STALE_CLAIM_MS = 1_000;

/**
 * Runs the kinds that `define` defines on `db` until the process is killed, with claims that go stale after
 * `staleClaimMs` (CRASH_TEST_STALE_CLAIM_MS unless a job needs longer), and prints "ready" once it is polling.
 */
export function runJobsUntilKilled(
  db: Database,
  define: (queue: JobQueue) => void,
  staleClaimMs = CRASH_TEST_STALE_CLAIM_MS,
): void {
  const queue = new JobQueue({
    db,
    staleClaimMs,
    // A run that failed (a busy database on a loaded machine) is tried again soon, not in 30 s.
    retryDelayMs: () => 100,
    log: { warn: (obj, msg) => console.error(msg, obj), error: (obj, msg) => console.error(msg, obj) },
  });
  define(queue);
  new JobRunner(queue, {
    intervalMs: 20,
    log: { info: () => {}, debug: () => {}, warn: (obj, msg) => console.error(msg, obj) },
  }).start();
  // The runner's timer does not hold a process open (a server's listener does), and a SQLite handle
  // holds nothing either: without this, an idle runner would exit before a killed run's claim is stale.
  setInterval(() => {}, 60_000);
  process.stdout.write('ready\n');
}
