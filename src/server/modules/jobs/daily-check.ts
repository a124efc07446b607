import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nextZonedDay, zonedTimeToUtc } from '#common/times';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from './queue';

const dayPayload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type DailyCheckPayload = z.infer<typeof dayPayload>;

/**
 * A check that runs once a day at `hour` (HH:MM) in the centre's time zone (the reminders that arrive in the
 * working day), as a job keyed `<kind>:<day>`: however many instances ask, the jobs table keeps one run a day.
 * Each run schedules the next from its own time, so a server down for days checks once when it is back, not
 * once per missed day; every instance that runs jobs asks for the next check when it starts.
 */
export function defineDailyCheck(
  app: FastifyInstance,
  { kind, hour, check }: { kind: string; hour: string; check: (db: Executor, now: Date) => Promise<unknown> },
): JobDefinition<DailyCheckPayload> {
  const next = (now: Date) => {
    const { date } = nextZonedDay(now, app.config.centreTimezone);
    const dueAt = new Date(
      zonedTimeToUtc(`${date}T${hour}`, app.config.centreTimezone) ?? `${date}T${hour}Z`,
    );
    return { key: `${kind}:${date}`, dueAt, payload: { day: date } };
  };
  const job: JobDefinition<DailyCheckPayload> = {
    kind,
    payload: dayPayload,
    run: async ({ trx, now }) => {
      await check(trx, now);
      await app.jobs.schedule(job, next(now), { db: trx });
    },
  };
  app.jobs.define(job);
  if (app.config.jobRunner)
    app.addHook('onReady', () => app.jobs.schedule(job, next(new Date())).then(() => {}));
  return job;
}
