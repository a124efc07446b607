import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobDefinition } from '#server/modules/jobs';
import { deleteExpiredKeys } from './repository';

const HOUR_MS = 60 * 60 * 1000;
const payload = z.object({});

/** The cleanup of the hour after `now`, keyed by that hour: every instance asking schedules one job. */
function nextRun(now: Date) {
  const dueAt = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  return { key: `idempotency-cleanup:${dueAt.toISOString()}`, dueAt, payload: {} };
}

/**
 * Forgets expired submissions once an hour, as a job (docs/decisions/036-idempotent-submissions.md): the
 * jobs table keeps one run per hour however many instances run, and a run missed while the server was
 * down happens once when it is back.
 */
export function defineIdempotencyCleanup(app: FastifyInstance): JobDefinition<z.infer<typeof payload>> {
  const job: JobDefinition<z.infer<typeof payload>> = {
    kind: 'idempotency-cleanup',
    payload,
    run: async ({ trx, now }) => {
      await deleteExpiredKeys(trx, now.toISOString());
      await app.jobs.schedule(job, nextRun(now), { db: trx });
    },
  };
  app.jobs.define(job);
  if (app.config.jobRunner)
    app.addHook('onReady', () => app.jobs.schedule(job, nextRun(new Date())).then(() => {}));
  return job;
}
