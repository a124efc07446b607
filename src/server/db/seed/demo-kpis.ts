import { periodOf, previousPeriod, reportablePeriods } from '#common/kpis';
import { calendarDateInZone } from '#common/times';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import {
  findCohortForKpis,
  findStartupForKpis,
  insertMetric,
  listCohortStartups,
  listMetrics,
  replaceValues,
  upsertReport,
} from '#server/features/kpis';
import { findStartupBySlug } from '#server/features/startups';

const KPIS_SEED_KEY = 'demo_kpis_seeded_at';

const METRICS = [
  { name: 'Revenue', unit: '', kind: 'money' },
  { name: 'Active users', unit: 'users', kind: 'count' },
  { name: 'Funding raised', unit: '', kind: 'money' },
  { name: 'Team size', unit: 'people', kind: 'count' },
] as const;

/**
 * The demo cohort's KPIs (docs/product.md#startup-kpis): the four usual figures, monthly, and its startups'
 * reports for every month of the cohort that has ended, growing month by month; the last startup has not
 * reported the month due, so the reminder and "Not reported" show. Once, after the startups seed.
 */
export async function seedDemoKpis(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, KPIS_SEED_KEY)) return false;
  const anchor = await findStartupBySlug(db, 'krishi-sense');
  const startup = anchor ? await findStartupForKpis(db, anchor.id) : undefined;
  if (!startup?.cohort_id) return false;
  const cohortId = startup.cohort_id;
  return db.transaction().execute(async (trx) => {
    const stamp = new Date().toISOString();
    if (!(await claimMeta(trx, KPIS_SEED_KEY, stamp, stamp))) return false;
    const cohort = (await findCohortForKpis(trx, cohortId))!;
    for (const [position, metric] of METRICS.entries())
      await insertMetric(trx, { cohort_id: cohortId, ...metric, position, created_at: stamp });
    const ids = (await listMetrics(trx, cohortId)).map((metric) => metric.id);
    const today = calendarDateInZone(new Date(), timeZone);
    const current = periodOf(today, 'monthly');
    const ended = reportablePeriods(
      { startsOn: cohort.starts_on, endsOn: cohort.ends_on, frequency: 'monthly' },
      today,
    )
      .filter((period) => period !== current)
      .reverse();
    const startups = await listCohortStartups(trx, cohortId);
    for (const [n, each] of startups.entries()) {
      for (const [month, period] of ended.entries()) {
        // The last startup is late with the month just ended.
        if (n === startups.length - 1 && period === previousPeriod(current)) continue;
        const growth = 1 + month * 0.35;
        const reportId = await upsertReport(trx, {
          startup_id: each.id,
          period,
          submitted_by: null,
          now: stamp,
        });
        await replaceValues(trx, reportId, [
          { metricId: ids[0]!, value: Math.round((80_000 + n * 45_000) * growth) },
          { metricId: ids[1]!, value: Math.round((120 + n * 90) * growth) },
          { metricId: ids[2]!, value: month >= 2 && n % 2 === 0 ? 2_500_000 : 0 },
          { metricId: ids[3]!, value: 3 + n + Math.floor(month / 2) },
        ]);
      }
    }
    return true;
  });
}
