import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  DIGEST_POSTS_PER_ALERT,
  type AlertFrequency,
  type AlertList,
} from '#common/alerts';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from '#server/modules/jobs';
import { digestMail } from './mails';
import {
  activeAlertsOf,
  newMatches,
  raiseHighWater,
  readListVersions,
  usersWithActiveAlerts,
} from './repository';

const DAY_MS = 86_400_000;

/** The start (UTC midnight) of the period after `at`: tomorrow, or next Monday for weekly digests. */
export function nextPeriodStart(frequency: AlertFrequency, at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (frequency === 'daily') return new Date(midnight + DAY_MS);
  const daysToMonday = (8 - new Date(midnight).getUTCDay()) % 7 || 7;
  return new Date(midnight + daysToMonday * DAY_MS);
}

const periodKey = (date: Date) => date.toISOString().slice(0, 10);

const RUN_KIND = 'alert-digests';

/** The digest run of `frequency` for the period after `after`, keyed by it so asking again is harmless. */
function nextRun(frequency: AlertFrequency, after: Date) {
  const start = nextPeriodStart(frequency, after);
  const period = periodKey(start);
  return { key: `${RUN_KIND}:${frequency}:${period}`, dueAt: start, payload: { frequency, period } };
}

/** Asks for the next run of every frequency; a process that runs jobs does this when it starts. */
export async function scheduleDigestRuns(app: FastifyInstance, now: Date): Promise<void> {
  const runJob = app.jobs.definition(RUN_KIND);
  if (!runJob) throw new Error('The alert digests are not defined in this process');
  for (const frequency of ALERT_FREQUENCIES) await app.jobs.schedule(runJob, nextRun(frequency, now));
}

export function newAlertToken(): string {
  return randomBytes(32).toString('base64url');
}

const runPayload = z.object({ frequency: z.enum(ALERT_FREQUENCIES), period: z.string().max(10) });
const personPayload = runPayload.extend({ userId: z.number().int().positive() });

/**
 * The digests as jobs (docs/product.md#search-alerts): a run per frequency and period starts one job
 * per person with an active alert, each keyed by period and person, so a person gets at most one
 * digest per period however often the run or the server restarts; the run schedules the next one.
 */
export function defineDigestJobs(app: FastifyInstance) {
  const personJob: JobDefinition<z.infer<typeof personPayload>> = {
    kind: 'alert-digest',
    payload: personPayload,
    run: async ({ trx, payload }) => {
      // Read first: every approval numbered up to these versions has committed (migration 0025).
      const versions = await readListVersions(trx);
      const alerts = await activeAlertsOf(trx, payload.userId, payload.frequency);
      const sections = [];
      for (const alert of alerts) {
        const upTo = versions[alert.list];
        if (upTo <= alert.high_water) continue;
        const found = await newMatches(trx, alert, upTo, DIGEST_POSTS_PER_ALERT);
        await raiseHighWater(trx, alert.id, upTo);
        if (found.total > 0) sections.push({ alert, ...found });
      }
      const first = alerts[0];
      if (!first || sections.length === 0) return;
      await app.mail.send(
        digestMail({
          to: first.email,
          name: first.full_name,
          frequency: payload.frequency,
          sections: sections.map((section) => ({
            name: section.alert.name,
            list: section.alert.list as AlertList,
            posts: section.posts,
            total: section.total,
          })),
          // RFC 8058: the header stops one alert; with several, the first one's.
          unsubscribeToken: sections[0]!.alert.unsubscribe_token,
          publicUrl: app.config.publicUrl,
          deliveryKey: `${payload.frequency}-${payload.period}-${payload.userId}`,
        }),
        trx,
      );
    },
  };

  const runJob: JobDefinition<z.infer<typeof runPayload>> = {
    kind: RUN_KIND,
    payload: runPayload,
    run: async ({ trx, payload, now }) => {
      for (const userId of await usersWithActiveAlerts(trx, payload.frequency))
        await app.jobs.schedule(
          personJob,
          {
            key: `alert-digest:${payload.frequency}:${payload.period}:user:${userId}`,
            dueAt: now,
            payload: { ...payload, userId },
          },
          { db: trx },
        );
      // From the run's own time: a server that was down for days runs once, not once per missed day.
      await scheduleRun(payload.frequency, now, trx);
    },
  };

  async function scheduleRun(frequency: AlertFrequency, after: Date, db?: Executor) {
    await app.jobs.schedule(runJob, nextRun(frequency, after), { db });
  }

  app.jobs.define(personJob);
  app.jobs.define(runJob);
  // Every instance that runs jobs asks for the next runs; the keys make it one job each. Other
  // processes (and tests) leave the jobs table alone.
  if (app.config.jobRunner) app.addHook('onReady', () => scheduleDigestRuns(app, new Date()));
  return { runJob, personJob };
}
