// What the processes that run the real app's jobs for a crash test share: the app built on the database
// given as the process's argument (its mail module queues mails in the outbox; its own runner and mail
// worker stay off) and a fast runner with short claims running some of the app's own kinds until killed.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '#server/config';
import { buildApp } from '#server/app';
import { CRASH_TEST_STALE_CLAIM_MS, runJobsUntilKilled } from './job-runner-process';
import { testConfig } from './test-app';

export interface AppJobProcess {
  /** The app's job kinds the process runs. */
  kinds: readonly string[];
  /** How long a run waits inside its transaction after its effects, so kills land mid-run. */
  pauseMs: number | ((kind: string) => number);
  /** As runJobsUntilKilled's. */
  staleClaimMs?: number;
  /** Whether the app is made ready first (for kinds defined by a plugin that Fastify loads only then). */
  ready?: boolean;
}

/** Runs `kinds` when this file's process was started with database settings as JSON; else does nothing. */
export async function runAppJobsUntilKilled({
  kinds,
  pauseMs,
  staleClaimMs = CRASH_TEST_STALE_CLAIM_MS,
  ready = false,
}: AppJobProcess): Promise<void> {
  if (!process.argv[2]) return;
  const settings = JSON.parse(process.argv[2]) as Config['database'];
  const app = await buildApp(testConfig(settings));
  if (ready) await app.ready();
  runJobsUntilKilled(
    app.db,
    (queue) => {
      for (const kind of kinds) {
        const job = app.jobs.definition(kind)!;
        const pause = typeof pauseMs === 'number' ? pauseMs : pauseMs(kind);
        queue.define({
          ...job,
          run: async (context) => {
            await job.run(context);
            await sleep(pause);
          },
        });
      }
    },
    staleClaimMs,
  );
}
