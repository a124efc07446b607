import { canCountItself, type AdminMetric, type Metric } from '#common/content';
import type { Executor } from '#server/db/database';
import { countApprovedPosts, listMetricsWithMode } from './repository';

/** Every counter with both its typed value and what it would count, and the value shown. */
export async function loadMetrics(db: Executor): Promise<AdminMetric[]> {
  const rows = await listMetricsWithMode(db);
  const counts = rows.some((row) => canCountItself(row.key as Metric['key']))
    ? await countApprovedPosts(db)
    : null;
  return rows.map((row) => {
    const key = row.key as Metric['key'];
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
