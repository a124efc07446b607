import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  DIGEST_POSTS_PER_ALERT,
  type AlertFrequency,
  type AlertList,
} from '#common/alerts';
import { nextZonedDay } from '#common/times';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from '#server/modules/jobs';
import { announcedCalls, latestCallId } from '#server/features/calls';
import { readListVersions } from '#server/features/opportunities';
import { digestMail } from './mails';
import { digestTokenSigner, type DigestAlerts } from './unsubscribe-token';
import { activeAlertsOf, newMatches, raiseHighWater, usersWithActiveAlerts } from './repository';

const MONDAY = 1;

/**
 * The period after `at` in the centre's zone: the next day, or the next Monday for weekly digests,
 * beginning at 00:00 there, keyed by its date (docs/product.md#search-alerts).
 */
export function nextPeriod(frequency: AlertFrequency, at: Date, timeZone: string) {
  return nextZonedDay(at, timeZone, frequency === 'weekly' ? MONDAY : undefined);
}

const RUN_KIND = 'alert-digests';
/** People per digest job: one commit for them all (docs/performance.md#alert-digests). */
const DIGEST_GROUP_SIZE = 50;

/** The digest run of `frequency` for the period after `after`, keyed by it so asking again is harmless. */
function nextRun(frequency: AlertFrequency, after: Date, timeZone: string) {
  const { date: period, start } = nextPeriod(frequency, after, timeZone);
  return { key: `${RUN_KIND}:${frequency}:${period}`, dueAt: start, payload: { frequency, period } };
}

/** Asks for the next run of every frequency; a process that runs jobs does this when it starts. */
export async function scheduleDigestRuns(app: FastifyInstance, now: Date): Promise<void> {
  const runJob = app.jobs.definition(RUN_KIND);
  if (!runJob) throw new Error('The alert digests are not defined in this process');
  for (const frequency of ALERT_FREQUENCIES)
    await app.jobs.schedule(runJob, nextRun(frequency, now, app.config.centreTimezone));
}

export function newAlertToken(): string {
  return randomBytes(32).toString('base64url');
}

const runPayload = z.object({ frequency: z.enum(ALERT_FREQUENCIES), period: z.string().max(10) });
/** Before groups, one job per person; a job of that kind left in the table still runs. */
const personPayload = runPayload.extend({ userId: z.number().int().positive() });
const groupPayload = runPayload.extend({
  userIds: z.array(z.number().int().positive()).min(1).max(DIGEST_GROUP_SIZE),
});

/**
 * The digests as jobs (docs/product.md#search-alerts): a run per frequency and period starts one job
 * per group of people with an active alert, each keyed by period and its first person, so a person
 * gets at most one digest per period however often the run or the server restarts; the run schedules
 * the next one. A group's mails and high-water marks commit with the job, all or none: a group rather
 * than a job per person because every job is two commits, each waiting for the disk
 * (docs/performance.md#alert-digests).
 */
export function defineDigestJobs(app: FastifyInstance) {
  async function mailDigest(
    trx: Executor,
    sign: (digest: DigestAlerts) => string,
    frequency: AlertFrequency,
    period: string,
    userId: number,
  ) {
    // Read first: every approval numbered up to these versions has committed (migration 0025).
    const versions = { ...(await readListVersions(trx)), calls: await latestCallId(trx) };
    const alerts = await activeAlertsOf(trx, userId, frequency);
    const sections = [];
    for (const alert of alerts) {
      const upTo = versions[alert.list];
      if (upTo <= alert.high_water) continue;
      const found =
        alert.list === 'calls'
          ? await announcedCalls(trx, {
              program: alert.filter,
              after: alert.high_water,
              upTo,
              limit: DIGEST_POSTS_PER_ALERT,
            })
          : await newMatches(trx, alert, upTo, DIGEST_POSTS_PER_ALERT);
      await raiseHighWater(trx, alert.id, upTo);
      if (found.total > 0) sections.push({ alert, ...found });
    }
    const first = alerts[0];
    if (!first || sections.length === 0) return;
    await app.mail.send(
      digestMail({
        to: first.email,
        name: first.full_name,
        frequency,
        sections: sections.map((section) => ({
          name: section.alert.name,
          list: section.alert.list as AlertList,
          posts: section.posts,
          total: section.total,
        })),
        // RFC 8058: one click stops this digest, so the link names every alert it was made from.
        unsubscribeToken: sign({ userId, alertIds: alerts.map((alert) => alert.id) }),
        alertCount: alerts.length,
        publicUrl: app.config.publicUrl,
        deliveryKey: `${frequency}-${period}-${userId}`,
      }),
      trx,
    );
  }

  const personJob: JobDefinition<z.infer<typeof personPayload>> = {
    kind: 'alert-digest',
    payload: personPayload,
    run: async ({ trx, payload }) =>
      mailDigest(trx, await digestTokenSigner(trx), payload.frequency, payload.period, payload.userId),
  };
  const groupJob: JobDefinition<z.infer<typeof groupPayload>> = {
    kind: 'alert-digest-group',
    payload: groupPayload,
    run: async ({ trx, payload }) => {
      const sign = await digestTokenSigner(trx);
      for (const userId of payload.userIds)
        await mailDigest(trx, sign, payload.frequency, payload.period, userId);
    },
  };

  const runJob: JobDefinition<z.infer<typeof runPayload>> = {
    kind: RUN_KIND,
    payload: runPayload,
    run: async ({ trx, payload, now }) => {
      const userIds = await usersWithActiveAlerts(trx, payload.frequency);
      for (let start = 0; start < userIds.length; start += DIGEST_GROUP_SIZE) {
        const group = userIds.slice(start, start + DIGEST_GROUP_SIZE);
        await app.jobs.schedule(
          groupJob,
          {
            key: `alert-digest:${payload.frequency}:${payload.period}:from-user:${group[0]}`,
            dueAt: now,
            payload: { ...payload, userIds: group },
          },
          { db: trx },
        );
      }
      // From the run's own time: a server that was down for days runs once, not once per missed day.
      await scheduleRun(payload.frequency, now, trx);
    },
  };

  async function scheduleRun(frequency: AlertFrequency, after: Date, db?: Executor) {
    await app.jobs.schedule(runJob, nextRun(frequency, after, app.config.centreTimezone), { db });
  }

  app.jobs.define(personJob);
  app.jobs.define(groupJob);
  app.jobs.define(runJob);
  // Every instance that runs jobs asks for the next runs; the keys make it one job each. Other
  // processes (and tests) leave the jobs table alone.
  if (app.config.jobRunner) app.addHook('onReady', () => scheduleDigestRuns(app, new Date()));
  return { runJob, groupJob };
}
