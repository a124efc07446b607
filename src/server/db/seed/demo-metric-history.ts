import type { Database, Executor } from '../database';
import { METRIC_HISTORY_DAYS } from '#common/content';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import { loadMetrics, utcDay, upsertMetricSnapshots } from '#server/features/content';

const HISTORY_SEED_KEY = 'demo_metric_history_seeded_at';
const DAY_MS = 86_400_000;

/** What each self-counting counter counted at the start of `day` (YYYY-MM-DD), from the rows' own dates. */
export type CounterAsOf = (
  day: string,
) => Record<'startups' | 'projects' | 'internships' | 'events' | 'people', number>;

/**
 * Reads the dated rows the counters count (docs/product.md#impact-counters) once, and answers what each counter
 * would have shown at the start of a past day: an event held once its last day is over, a post on offer from
 * its creation until it was closed, a startup from its publication, a person from their account's creation.
 */
export async function counterAsOf(db: Executor): Promise<CounterAsOf> {
  const [events, startups, users, projects, internships] = await Promise.all([
    db.selectFrom('events').select('end_date').execute(),
    db.selectFrom('startups').select('published_at').where('published', '=', 1).execute(),
    db.selectFrom('users').select('created_at').execute(),
    onOffer(db, 'projects'),
    onOffer(db, 'internships'),
  ]);
  const listed = (rows: { created_at: string; closed_at: string | null }[], start: string) =>
    rows.filter((row) => row.created_at < start && (row.closed_at === null || row.closed_at >= start)).length;
  return (day) => {
    const start = `${day}T00:00:00.000Z`;
    return {
      events: events.filter((row) => row.end_date < day).length,
      startups: startups.filter((row) => row.published_at !== null && row.published_at < start).length,
      people: users.filter((row) => row.created_at < start).length,
      projects: listed(projects, start),
      internships: listed(internships, start),
    };
  };
}

function onOffer(db: Executor, table: 'projects' | 'internships') {
  return db
    .selectFrom(table)
    .select(['created_at', 'closed_at'])
    .where('status', '=', 'approved')
    .where('hidden_at', 'is', null)
    .execute();
}

/**
 * A month of counter history for the /metrics chart on a demo site, once: each past day's snapshot is what
 * the counter counted then, from the demo rows' dates (posts made over the past weeks, events held, people
 * joining), so the chart and today's counters tell one story. A counter the admin typed by hand keeps its
 * typed figure. After the other demo seeds, whose rows the counters count.
 */
export async function seedDemoMetricHistory(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, HISTORY_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    if (!(await claimMeta(trx, HISTORY_SEED_KEY, stamp, stamp))) return false;
    const metrics = await loadMetrics(trx, timeZone, now);
    const asOf = await counterAsOf(trx);
    for (let daysAgo = METRIC_HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
      const day = utcDay(new Date(now.getTime() - daysAgo * DAY_MS));
      const counted = asOf(day);
      await upsertMetricSnapshots(
        trx,
        day,
        metrics.map(({ key, value, mode }) => ({
          key,
          value: mode === 'auto' && key in counted ? counted[key as keyof typeof counted] : value,
        })),
      );
    }
    return true;
  });
}
