import type { Database } from '../database';
import { METRIC_HISTORY_DAYS } from '#common/content';
import { claimMeta, getMeta } from '#server/modules/app-meta/repository';
import { loadMetrics, utcDay } from '#server/features/content/metrics';
import { upsertMetricSnapshots } from '#server/features/content/repository';

const HISTORY_SEED_KEY = 'demo_metric_history_seeded_at';
const DAY_MS = 86_400_000;

/**
 * A month of counter history for the /metrics chart on a demo site, once: each counter grows steadily from
 * about three fifths of today's figure, in weekly steps, so the chart shows what it will once the daily
 * snapshots have run for a while. Rounded, not floored: a counter of one or two (the demo's open projects) would
 * otherwise sit at zero for a month and jump on the last day. After the other demo seeds, whose rows the
 * counters count.
 */
export async function seedDemoMetricHistory(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, HISTORY_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const stamp = now.toISOString();
    if (!(await claimMeta(trx, HISTORY_SEED_KEY, stamp, stamp))) return false;
    const metrics = await loadMetrics(trx, timeZone, now);
    for (let daysAgo = METRIC_HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
      const share = 1 - (0.4 * Math.ceil(daysAgo / 7)) / Math.ceil(METRIC_HISTORY_DAYS / 7);
      await upsertMetricSnapshots(
        trx,
        utcDay(new Date(now.getTime() - daysAgo * DAY_MS)),
        metrics.map(({ key, value }) => ({ key, value: Math.round(value * share) })),
      );
    }
    return true;
  });
}
