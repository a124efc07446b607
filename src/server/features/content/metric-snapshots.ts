import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from '#server/modules/jobs';
import { loadMetrics, snapshotFigures, utcDay } from './metrics';
import { upsertMetricSnapshots } from './repository';

const DAY_MS = 86_400_000;
const payloadSchema = z.object({ day: z.iso.date() });
type SnapshotPayload = z.infer<typeof payloadSchema>;

/** The snapshot of `day` is keyed by it, so asking for it again (every start of every instance) changes nothing. */
const snapshotJob = (day: string, dueAt: Date) => ({
  key: `metric-snapshot:${day}`,
  dueAt,
  payload: { day },
});

/**
 * The daily snapshot of the counters for the /metrics chart (docs/product.md#impact-section): each run stores what
 * the counters show at that moment as its day's figures, in the job's transaction, and asks for the next day's run
 * at the next UTC midnight. A server that was down for days takes one snapshot when it is back, not one per day.
 */
export function metricSnapshotJob(app: FastifyInstance): JobDefinition<SnapshotPayload> {
  const job: JobDefinition<SnapshotPayload> = {
    kind: 'metric-snapshot',
    payload: payloadSchema,
    run: async ({ trx, payload, now }) => {
      const metrics = await loadMetrics(trx, app.config.centreTimezone, now);
      await upsertMetricSnapshots(trx, payload.day, snapshotFigures(metrics));
      await scheduleMetricSnapshot(app, job, trx, now, false);
    },
  };
  return job;
}

/**
 * Asks for a snapshot: today's at once when `includeToday` (a process starting), else the next day's at its
 * UTC midnight.
 */
export async function scheduleMetricSnapshot(
  app: FastifyInstance,
  job: JobDefinition<SnapshotPayload>,
  db: Executor,
  now: Date,
  includeToday: boolean,
): Promise<void> {
  if (includeToday) await app.jobs.schedule(job, snapshotJob(utcDay(now), now), { db });
  const midnight = Date.parse(`${utcDay(now)}T00:00:00Z`) + DAY_MS;
  const next = new Date(midnight);
  await app.jobs.schedule(job, snapshotJob(utcDay(next), next), { db });
}
