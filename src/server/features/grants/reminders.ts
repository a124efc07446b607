import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EVIDENCE_OWED, REMINDER_DAYS_AFTER, REMINDER_DAYS_BEFORE, formatPaise } from '#common/grants';
import type { Executor } from '#server/db/database';
import { defineDailyCheck, type JobDefinition } from '#server/modules/jobs';
import { milestoneReminderMail } from './mails';
import { findTranche, listFounders, listTranchesOwingEvidence } from './repository';
import { centreToday } from './service';

/** The local hour the daily check runs at: a reminder arrives in the working day. */
const RUN_HOUR = '09:00';
/** An "after" reminder is not sent for a milestone more than this many days past (a site seeded long after). */
const AFTER_WINDOW_DAYS = 30;

const reminderPayload = z.object({
  trancheId: z.number().int().positive(),
  when: z.enum(['before', 'after']),
});

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Milestone reminders as jobs (docs/product.md#seed-grants): a daily check finds the milestones still owing
 * evidence whose date is within REMINDER_DAYS_BEFORE days, and those REMINDER_DAYS_AFTER days or more past,
 * and schedules one reminder each, keyed by milestone, kind and due date. The jobs table keeps every key, so
 * founders hear once before and once after, however often the check runs, the server restarts or two
 * instances check at once. A reminder that finds the evidence sent in the meantime sends nothing.
 */
export function defineGrantReminders(app: FastifyInstance) {
  const reminderJob: JobDefinition<z.infer<typeof reminderPayload>> = {
    kind: 'grant-reminder',
    payload: reminderPayload,
    run: async ({ trx, payload }) => {
      const tranche = await findTranche(trx, payload.trancheId);
      if (!tranche || !EVIDENCE_OWED.includes(tranche.state)) return;
      const mail = milestoneReminderMail(
        {
          startupName: tranche.startup_name,
          milestone: tranche.title,
          dueOn: tranche.due_on,
          amount: formatPaise(tranche.amount_paise),
          when: payload.when,
        },
        app.config,
      );
      for (const founder of await listFounders(trx, tranche.startup_id))
        await app.mail.send({ to: founder.email, ...mail }, trx);
    },
  };

  /** Schedules the reminders due at `now`; answers how many milestones were asked about. */
  async function scheduleDue(db: Executor, now: Date): Promise<number> {
    const today = centreToday(app, now);
    const soon = await listTranchesOwingEvidence(
      db,
      EVIDENCE_OWED,
      today,
      plusDays(today, REMINDER_DAYS_BEFORE),
    );
    const late = await listTranchesOwingEvidence(
      db,
      EVIDENCE_OWED,
      plusDays(today, -AFTER_WINDOW_DAYS),
      plusDays(today, -REMINDER_DAYS_AFTER),
    );
    const asks = [
      ...soon.map((row) => ({ ...row, when: 'before' as const })),
      ...late.map((row) => ({ ...row, when: 'after' as const })),
    ];
    for (const ask of asks)
      await app.jobs.schedule(
        reminderJob,
        {
          key: `grant-reminder:${ask.when}:${ask.id}:${ask.due_on}`,
          dueAt: now,
          payload: { trancheId: ask.id, when: ask.when },
        },
        { db },
      );
    return asks.length;
  }

  app.jobs.define(reminderJob);
  const runJob = defineDailyCheck(app, { kind: 'grant-reminders', hour: RUN_HOUR, check: scheduleDue });
  return { runJob, reminderJob, scheduleDue };
}
