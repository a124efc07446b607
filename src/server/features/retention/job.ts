import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FIXED_RETENTION, type RetentionKind, type RetentionPeriods } from '#common/retention';
import type { Executor } from '#server/db/database';
import { deleteContactResponsesBefore } from '#server/features/contact';
import { clearRegistrationAnswers } from '#server/features/events';
import { purgeExpiredDataExports } from '#server/features/my-data';
import { purgeUnconfirmedSignUps, purgeUnsubscribedAddresses } from '#server/features/newsletter';
import { purgeApplicationFiles } from '#server/features/post-applications';
import type { JobDefinition } from '#server/modules/jobs';
import { deleteSentMailsBefore } from '#server/modules/mail';
import { deleteCodesBefore } from '#server/modules/one-time-codes';
import { purgeEndedSessions } from '#server/modules/sessions';
import { insertPurge } from './repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Codes and their requests are kept this long, as signing in has always pruned them (and /privacy says). */
const CODES_KEPT_MS = FIXED_RETENTION.codesKeptHours * HOUR_MS;
/** The run of a day starts at this UTC hour (07:30 in India), after the night's digests. */
const RUN_HOUR_UTC = 2;

const payloadSchema = z.object({ day: z.iso.date() });
type RetentionPayload = z.infer<typeof payloadSchema>;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** `months` calendar months before `at` (the 31st of a shorter month falls to its last day). */
export function monthsBefore(at: Date, months: number): Date {
  const result = new Date(at);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Each kind of data, purged by its owner through its index.ts (docs/product.md#retention): answers how many
 * rows or files went, given the run's time and the configured periods.
 */
const PURGES: Record<RetentionKind, (db: Executor, now: Date, periods: RetentionPeriods) => Promise<number>> =
  {
    'application-files': (db, now, periods) =>
      purgeApplicationFiles(db, monthsBefore(now, periods.applicationFilesMonths), now),
    // An event's last day is a calendar date: one ended before the date that many months ago is due.
    'registration-answers': (db, now, periods) =>
      clearRegistrationAnswers(db, utcDay(monthsBefore(now, periods.registrationAnswersMonths))),
    'unconfirmed-newsletter': (db, now, periods) =>
      purgeUnconfirmedSignUps(db, new Date(now.getTime() - periods.unconfirmedNewsletterDays * DAY_MS)),
    'contact-messages': (db, now, periods) =>
      deleteContactResponsesBefore(db, monthsBefore(now, periods.contactMessagesMonths).toISOString()),
    'sent-mails': (db, now, periods) =>
      deleteSentMailsBefore(db, monthsBefore(now, periods.sentMailsMonths).toISOString()),
    'unsubscribed-newsletter': (db, now, periods) =>
      purgeUnsubscribedAddresses(db, monthsBefore(now, periods.unsubscribedNewsletterMonths).toISOString()),
    // A prepared download lives as long as its link (docs/decisions/058-data-export-by-job.md).
    'data-exports': (db, now) => purgeExpiredDataExports(db, now),
    sessions: (db, now) => purgeEndedSessions(db, now),
    'sign-in-codes': (db, now) =>
      deleteCodesBefore(db, new Date(now.getTime() - CODES_KEPT_MS).toISOString()),
  };

/** The run of `day`, keyed by it: every start of every instance asking for it schedules one job. */
function runOf(day: string) {
  return {
    key: `retention:${day}`,
    dueAt: new Date(Date.parse(`${day}T00:00:00Z`) + RUN_HOUR_UTC * HOUR_MS),
    payload: { day },
  };
}

/**
 * The daily retention run (docs/product.md#retention): every kind purged and the purge recorded (kind, how
 * many, when) in the job's transaction, then the next day's run asked for. A server down for days runs once
 * when it is back, and that run purges everything due by then.
 */
export function retentionJob(app: FastifyInstance): JobDefinition<RetentionPayload> {
  const job: JobDefinition<RetentionPayload> = {
    kind: 'retention',
    payload: payloadSchema,
    run: async ({ trx, payload, now }) => {
      for (const kind of Object.keys(PURGES) as RetentionKind[]) {
        const purged = await PURGES[kind](trx, now, app.config.retention);
        await insertPurge(trx, { kind, day: payload.day, purged, ran_at: now.toISOString() });
      }
      await scheduleRetention(app, job, trx, now);
    },
  };
  return job;
}

/** Asks for the next run after `now`: today's if its hour is still ahead, else tomorrow's. */
export async function scheduleRetention(
  app: FastifyInstance,
  job: JobDefinition<RetentionPayload>,
  db: Executor,
  now: Date,
): Promise<void> {
  const today = runOf(utcDay(now));
  const next =
    today.dueAt.getTime() > now.getTime() ? today : runOf(utcDay(new Date(now.getTime() + DAY_MS)));
  await app.jobs.schedule(job, next, { db });
}
