import {
  canCountItself,
  METRIC_HISTORY_DAYS,
  type AdminMetric,
  type Metric,
  type MetricHistory,
} from '#common/content';
import { calendarDateInZone } from '#common/times';
import type { Executor } from '#server/db/database';
import { countHomeFigures } from '#server/features/impact';
import { countMetricSources, listMetricSnapshots, listMetricsWithMode } from './repository';

/**
 * Every counter with both its typed value and what it would count, and the value shown
 * (docs/product.md#impact-counters). `timeZone` is the centre's: an event is held once its last day there is over.
 */
export async function loadMetrics(db: Executor, timeZone: string, now = new Date()): Promise<AdminMetric[]> {
  const rows = await listMetricsWithMode(db);
  const today = calendarDateInZone(now, timeZone);
  // Startups and Events held are counted by the impact definitions, so home and /impact agree
  // (docs/product.md#impact-reports).
  const counts = rows.some((row) => canCountItself(row.key))
    ? { ...(await countMetricSources(db)), ...(await countHomeFigures(db, timeZone, today)) }
    : null;
  return rows.map((row) => {
    const key = row.key;
    const autoValue = counts && canCountItself(key) ? counts[key as keyof typeof counts] : null;
    const mode = row.mode === 'auto' && autoValue !== null ? 'auto' : 'manual';
    return {
      key,
      label: row.label,
      value: mode === 'auto' ? autoValue! : row.value,
      durationSeconds: row.duration_seconds,
      mode,
      manualValue: row.value,
      autoValue,
    };
  });
}

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The figures shown now, kept as `day`'s snapshot (UTC day, as the daily job runs at UTC midnight). */
export function snapshotFigures(metrics: Metric[]) {
  return metrics.map(({ key, value }) => ({ key, value }));
}

/**
 * The last METRIC_HISTORY_DAYS days of every counter, oldest first, today included; a day without a
 * snapshot is null (the chart leaves a gap rather than inventing a figure).
 */
export async function loadMetricHistory(
  db: Executor,
  metrics: Metric[],
  now = new Date(),
): Promise<MetricHistory> {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const days = Array.from({ length: METRIC_HISTORY_DAYS }, (_, index) =>
    utcDay(new Date(today - (METRIC_HISTORY_DAYS - 1 - index) * DAY_MS)),
  );
  const rows = await listMetricSnapshots(db, days[0]!);
  const byKeyAndDay = new Map(rows.map((row) => [`${row.key} ${row.day}`, row.value]));
  return {
    days,
    series: metrics.map((metric) => ({
      key: metric.key,
      label: metric.label,
      values: days.map((day) =>
        // Today shows what the counter shows now, even before today's snapshot is taken.
        day === days[days.length - 1] ? metric.value : (byKeyAndDay.get(`${metric.key} ${day}`) ?? null),
      ),
    })),
  };
}

export { utcDay };
