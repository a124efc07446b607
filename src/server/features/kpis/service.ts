import type { FastifyInstance } from 'fastify';
import {
  duePeriod,
  KPI_MESSAGES as M,
  kpiKindProblem,
  reportablePeriods,
  type CohortKpis,
  type KpiFrequency,
  type KpiPlanInput,
  type KpiReport,
  type KpiReportInput,
  type StartupKpis,
} from '#common/kpis';
import { calendarDateInZone } from '#common/times';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { setKpiFrequency } from '#server/features/startups';
import type { CurrentUser } from '#server/plugins/authentication';
import {
  deleteMetrics,
  findCohortForKpis,
  findStartupForKpis,
  findTeamPlace,
  insertMetric,
  listCohortStartups,
  listMetrics,
  listReportValues,
  replaceValues,
  updateMetric,
  upsertReport,
} from './repository';

type Dated = { starts_on: string; ends_on: string; kpi_frequency: KpiFrequency };
const cohortDates = (row: Dated) => ({
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  frequency: row.kpi_frequency,
});

/** Today's date in the centre's zone: periods turn over at its midnight. */
export const centreToday = (app: FastifyInstance, now = new Date()) =>
  calendarDateInZone(now, app.config.centreTimezone);

/** Report rows (one per figure) folded into reports, oldest period first. */
export function foldReports(rows: Awaited<ReturnType<typeof listReportValues>>) {
  const byReport = new Map<number, KpiReport & { startupId: number; submittedBy: string }>();
  for (const row of rows) {
    let report = byReport.get(row.id);
    if (!report) {
      report = {
        startupId: row.startup_id,
        period: row.period,
        values: {},
        updatedAt: row.updated_at,
        submittedBy: row.submitted_by_email ?? '',
      };
      byReport.set(row.id, report);
    }
    if (row.metric_id !== null && row.value !== null)
      report.values[String(row.metric_id)] = Number(row.value);
  }
  return [...byReport.values()];
}

/**
 * The startup's KPIs as its team sees them (docs/product.md#startup-kpis). Only the startup's own team and
 * the centre: anyone else, other founders of the cohort included, learns nothing, not even that it exists.
 */
export async function startupKpis(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
): Promise<StartupKpis> {
  const startup = await findStartupForKpis(app.db, startupId);
  const place = startup ? await findTeamPlace(app.db, user.id, startupId) : undefined;
  if (!startup || (!place && user.role !== 'admin')) throw new HttpError(404, M.notFound);
  const today = centreToday(app);
  const dates = cohortDates(startup);
  const [metrics, rows] = await Promise.all([
    listMetrics(app.db, startup.cohort_id!),
    listReportValues(app.db, [startupId]),
  ]);
  const reports = foldReports(rows).map(({ period, values, updatedAt }) => ({ period, values, updatedAt }));
  const due = duePeriod(dates, today);
  return {
    startupId,
    startupName: startup.name,
    frequency: startup.kpi_frequency,
    metrics,
    periods: reportablePeriods(dates, today),
    duePeriod: metrics.length > 0 ? due : null,
    dueReported: due !== null && reports.some((report) => report.period === due),
    canReport: place !== undefined && metrics.length > 0,
    reports: reports.reverse(),
  };
}

/**
 * A team member's report for one period: a second one for the same period replaces the figures of the
 * first (docs/decisions/029-kpi-reports-one-per-period.md). Checked before the transaction, written in one
 * that starts with the write (SQLite takes its lock there, PostgreSQL the row's).
 */
export async function submitReport(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
  input: KpiReportInput,
): Promise<{ message: string; period: string }> {
  const startup = await findStartupForKpis(app.db, startupId);
  const place = startup ? await findTeamPlace(app.db, user.id, startupId) : undefined;
  if (!startup) throw new HttpError(404, M.notFound);
  if (!place) {
    // The centre sees the figures but does not report them; anyone else learns nothing.
    if (user.role === 'admin') throw new HttpError(403, M.notTeam);
    throw new HttpError(404, M.notFound);
  }
  const metrics = await listMetrics(app.db, startup.cohort_id!);
  if (metrics.length === 0) throw new HttpError(409, M.noMetrics);
  if (!reportablePeriods(cohortDates(startup), centreToday(app)).includes(input.period))
    throw new HttpError(400, M.periodClosed, { period: M.periodClosed });
  const fieldErrors: Record<string, string> = {};
  const seen = new Set<number>();
  input.values.forEach(({ metricId, value }, index) => {
    const metric = metrics.find((candidate) => candidate.id === metricId);
    const problem = !metric || seen.has(metricId) ? M.unknownMetric : kpiKindProblem(metric.kind, value);
    if (problem) fieldErrors[`values.${index}.value`] = problem;
    seen.add(metricId);
  });
  if (metrics.some((metric) => !seen.has(metric.id))) fieldErrors.values = M.missingFigures;
  const values = input.values;
  const problems = Object.values(fieldErrors);
  if (problems.length > 0) throw new HttpError(400, problems[0]!, fieldErrors);
  await app.db.transaction().execute(async (trx) => {
    const reportId = await upsertReport(trx, {
      startup_id: startupId,
      period: input.period,
      submitted_by: user.id,
      now: new Date().toISOString(),
    });
    await replaceValues(trx, reportId, values);
  });
  return { message: M.reported(input.period), period: input.period };
}

/** The admin's view of a cohort's KPIs: the plan, the period the table shows, every startup's reports. */
export async function cohortKpis(db: Executor, cohortId: number, today: string): Promise<CohortKpis> {
  const cohort = await findCohortForKpis(db, cohortId);
  if (!cohort) throw new HttpError(404, M.cohortNotFound);
  const dates = cohortDates(cohort);
  const [metrics, startups] = await Promise.all([
    listMetrics(db, cohortId),
    listCohortStartups(db, cohortId),
  ]);
  const reports = foldReports(
    await listReportValues(
      db,
      startups.map((startup) => startup.id),
    ),
  );
  return {
    cohortId,
    cohortName: cohort.name,
    frequency: cohort.kpi_frequency,
    metrics,
    period: duePeriod(dates, today) ?? reportablePeriods(dates, today)[0] ?? null,
    startups: startups.map((startup) => ({
      id: startup.id,
      name: startup.name,
      reports: reports
        .filter((report) => report.startupId === startup.id)
        .map(({ period, values, updatedAt }) => ({ period, values, updatedAt })),
    })),
  };
}

/**
 * Saves the cohort's frequency and figures in the order given: figures with an id are renamed in place
 * (their reports stay), those without one are added, those left out are removed with their figures.
 */
export async function savePlan(
  app: FastifyInstance,
  admin: CurrentUser,
  cohortId: number,
  input: KpiPlanInput,
) {
  await app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    // The write first: SQLite takes its lock here, before the reads below.
    await setKpiFrequency(trx, cohortId, input.frequency, now);
    const cohort = await findCohortForKpis(trx, cohortId);
    if (!cohort) throw new HttpError(404, M.cohortNotFound);
    const existing = await listMetrics(trx, cohortId);
    const kept = new Set<number>();
    for (const [position, metric] of input.metrics.entries()) {
      if (metric.id) {
        if (!existing.some((row) => row.id === metric.id))
          throw new HttpError(400, M.unknownMetric, { [`metrics.${position}.name`]: M.unknownMetric });
        kept.add(metric.id);
        await updateMetric(trx, metric.id, {
          name: metric.name,
          unit: metric.unit,
          kind: metric.kind,
          position,
        });
      } else {
        await insertMetric(trx, {
          cohort_id: cohortId,
          name: metric.name,
          unit: metric.unit,
          kind: metric.kind,
          position,
          created_at: now,
        });
      }
    }
    await deleteMetrics(
      trx,
      existing.filter((row) => !kept.has(row.id)).map((row) => row.id),
    );
    await recordAdminAction(trx, admin, {
      action: 'cohort.kpis',
      subjectType: 'cohort',
      subjectId: cohortId,
      summary: `Set the KPIs of "${cohort.name}": ${input.metrics.map((metric) => metric.name).join(', ') || 'none'} (${input.frequency})`,
    });
  });
  return { message: M.planSaved };
}
