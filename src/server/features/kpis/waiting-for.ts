import { duePeriod } from '#common/kpis';
import type { Executor } from '#server/db/database';
import { foldReports } from './service';
import { findStartupForKpis, listMetrics, listReportValues } from './repository';

/**
 * The personal hub's count of KPI reports due (docs/product.md#startup-kpis): of these startups, those whose
 * cohort asks for figures and whose last ended period (the one founders are reminded about) has no report.
 */
export async function kpiReportsDue(db: Executor, startupIds: number[], today: string): Promise<number> {
  let due = 0;
  for (const startupId of startupIds) {
    const startup = await findStartupForKpis(db, startupId);
    if (!startup?.cohort_id) continue;
    const period = duePeriod(
      { startsOn: startup.starts_on, endsOn: startup.ends_on, frequency: startup.kpi_frequency },
      today,
    );
    if (period === null || (await listMetrics(db, startup.cohort_id)).length === 0) continue;
    const reports = foldReports(await listReportValues(db, [startupId]));
    if (!reports.some((report) => report.period === period)) due += 1;
  }
  return due;
}
