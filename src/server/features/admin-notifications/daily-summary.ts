import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_LABELS,
  DAILY_SUMMARY_HOUR,
  SUMMARY_ITEMS_PER_KIND,
} from '#common/admin-notifications';
import type { QueueItem } from '#common/moderation';
import { ADMIN_PATH } from '#common/routes';
import { formatInZone, utcToZonedTime, zonedTimeToUtc } from '#common/times';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from '#server/modules/jobs';
import { CENTRE_NAME, renderMail, type OutgoingMail } from '#server/modules/mail';
import { adminsWithChoices, adminUnsubscribe, SUMMARY_SCOPE } from '#server/modules/notification-preferences';
import { loadQueue } from '#server/features/moderation';

const payload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
type SummaryPayload = z.infer<typeof payload>;

/** The next DAILY_SUMMARY_HOUR in the centre's zone after `now`, and that day (the job's key). */
export function nextSummary(now: Date, timeZone: string): { day: string; at: Date } {
  let day = utcToZonedTime(now.toISOString(), timeZone).slice(0, 10);
  const hour = `T${String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00`;
  for (;;) {
    const at = new Date(zonedTimeToUtc(`${day}${hour}`, timeZone)!);
    if (at > now) return { day, at };
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
}

function summaryMail(
  to: string,
  items: QueueItem[],
  timeZone: string,
  queueUrl: string,
  unsubscribe: Awaited<ReturnType<typeof adminUnsubscribe>>,
): OutgoingMail {
  const since = (iso: string) => formatInZone(iso, timeZone, true);
  const sections = ADMIN_NOTIFICATION_KINDS.flatMap((kind) => {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length === 0) return [];
    const lines = ofKind
      .slice(0, SUMMARY_ITEMS_PER_KIND)
      .map((item) => `• ${item.title} (${item.detail}) — waiting since ${since(item.since)}`);
    const more = ofKind.length - SUMMARY_ITEMS_PER_KIND;
    return [
      [
        `${ADMIN_NOTIFICATION_LABELS[kind]}: ${ofKind.length}`,
        ...lines,
        ...(more > 0 ? [`and ${more} more`] : []),
      ].join('\n'),
    ];
  });
  const count = `${items.length} ${items.length === 1 ? 'item waits' : 'items wait'}`;
  const rendered = renderMail({
    heading: `${count} for an admin`,
    paragraphs: [`The oldest has waited since ${since(items[0]!.since)}. Oldest first:`, ...sections],
    action: { label: 'Open the moderation queue', url: queueUrl },
    footer: `You receive this daily summary because you are an admin of the ${CENTRE_NAME} website and chose it for these kinds of work.`,
    footerLink: { label: 'Change what you are mailed', url: unsubscribe.settingsUrl },
  });
  return { to, subject: `Daily summary: ${count}`, ...rendered, headers: unsubscribe.headers };
}

/**
 * docs/product.md#admin-notifications: one job per day (its key names the day, so two runners or a restart
 * cannot send a second one). It mails each admin who chose the daily summary for some kinds what of those
 * kinds waits, oldest first — nothing when nothing waits — and schedules the next day's, in the same
 * transaction as it is marked done.
 */
export function dailySummaryJob(app: FastifyInstance): JobDefinition<SummaryPayload> {
  const job: JobDefinition<SummaryPayload> = {
    kind: 'admin-daily-summary',
    payload,
    run: async ({ trx, now }) => {
      const { adminEmails, publicUrl, centreTimezone } = app.config;
      const admins = (await adminsWithChoices(trx, adminEmails)).filter((admin) =>
        ADMIN_NOTIFICATION_KINDS.some((kind) => admin.choices[kind] === 'daily'),
      );
      const queue = admins.length > 0 ? await loadQueue(app, undefined, trx) : { items: [] };
      for (const admin of admins) {
        const items = queue.items.filter((item) => admin.choices[item.kind] === 'daily');
        if (items.length === 0) continue;
        const unsubscribe = await adminUnsubscribe(trx, publicUrl, admin.id, SUMMARY_SCOPE);
        await app.mail.send(
          summaryMail(
            admin.email,
            items,
            centreTimezone,
            `${publicUrl}${ADMIN_PATH}/moderation`,
            unsubscribe,
          ),
          trx,
        );
      }
      await scheduleDailySummary(app, job, trx, now);
    },
  };
  return job;
}

/** Schedules the next summary (again is harmless: the day's key is idempotent). */
export async function scheduleDailySummary(
  app: FastifyInstance,
  job: JobDefinition<SummaryPayload>,
  db: Executor,
  now: Date,
): Promise<void> {
  const next = nextSummary(now, app.config.centreTimezone);
  await app.jobs.schedule(
    job,
    { key: `admin-daily-summary:${next.day}`, dueAt: next.at, payload: { day: next.day } },
    { db },
  );
}
