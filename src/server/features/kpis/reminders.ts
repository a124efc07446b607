import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { duePeriod } from '#common/kpis';
import type { Executor } from '#server/db/database';
import { defineDailyCheck, type JobDefinition } from '#server/modules/jobs';
import { cohortMailRecipients, cohortMailUnsubscribe } from '#server/modules/notification-preferences';
import { kpiReminderMail } from './mails';
import {
  findCohortForKpis,
  findStartupForKpis,
  hasReport,
  listCohortsWithMetrics,
  listFounders,
  listMetrics,
  listStartupsMissing,
} from './repository';
import { centreToday } from './service';

/** The local hour the daily check runs at: a reminder arrives in the working day. */
const RUN_HOUR = '09:00';

const startupPayload = z.object({ startupId: z.number().int().positive(), period: z.string().max(10) });

/**
 * KPI reminders as jobs (docs/product.md#startup-kpis): a daily check finds, in every cohort that asks for
 * figures, the startups that have not reported the period just ended, and schedules one reminder per startup
 * keyed by startup and period. The jobs table keeps every key, so a startup hears once per period however
 * often the check runs, the server restarts or two instances check at once. A reminder that finds the
 * report made in the meantime sends nothing.
 */
export function defineKpiReminders(app: FastifyInstance) {
  const reminderJob: JobDefinition<z.infer<typeof startupPayload>> = {
    kind: 'kpi-reminder',
    payload: startupPayload,
    run: async ({ trx, payload }) => {
      const startup = await findStartupForKpis(trx, payload.startupId);
      if (!startup || (await hasReport(trx, startup.id, payload.period))) return;
      const cohort = await findCohortForKpis(trx, startup.cohort_id!);
      const metrics = await listMetrics(trx, startup.cohort_id!);
      if (!cohort || metrics.length === 0) return;
      // A founder who stopped these reminders (docs/product.md#cohort-mail) still sees the figures due on My cohort.
      const founders = await cohortMailRecipients(trx, await listFounders(trx, startup.id), 'kpiReminders');
      for (const founder of founders) {
        const mail = kpiReminderMail(
          {
            startupName: startup.name,
            cohortName: cohort.name,
            period: payload.period,
            metrics: metrics.map((metric) => metric.name),
          },
          app.config,
        );
        const stop = await cohortMailUnsubscribe(trx, app.config.publicUrl, founder.id, 'kpiReminders');
        await app.mail.send({ to: founder.email, ...mail, headers: { ...mail.headers, ...stop } }, trx);
      }
    },
  };

  /** Schedules the reminders due at `now`; returns how many startups were asked (some may have been already). */
  async function scheduleDue(db: Executor, now: Date): Promise<number> {
    const today = centreToday(app, now);
    let count = 0;
    for (const cohort of await listCohortsWithMetrics(db)) {
      const period = duePeriod(
        { startsOn: cohort.starts_on, endsOn: cohort.ends_on, frequency: cohort.kpi_frequency },
        today,
      );
      if (!period) continue;
      for (const startup of await listStartupsMissing(db, cohort.id, period)) {
        await app.jobs.schedule(
          reminderJob,
          {
            key: `kpi-reminder:${startup.id}:${period}`,
            dueAt: now,
            payload: { startupId: startup.id, period },
          },
          { db },
        );
        count += 1;
      }
    }
    return count;
  }

  app.jobs.define(reminderJob);
  const runJob = defineDailyCheck(app, { kind: 'kpi-reminders', hour: RUN_HOUR, check: scheduleDue });
  return { runJob, reminderJob, scheduleDue };
}
