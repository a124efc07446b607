import type { Executor, NewKpiMetricRow } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

// Milestones and KPIs (docs/product.md#startup-kpis): the cohort's plan, the startups' reports and who
// may see them.

/* ---------- cohorts and startups, as KPIs need them ---------- */

export function findCohortForKpis(db: Executor, cohortId: number) {
  return db
    .selectFrom('cohorts')
    .select(['id', 'name', 'starts_on', 'ends_on', 'kpi_frequency'])
    .where('id', '=', cohortId)
    .executeTakeFirst();
}

/** A startup with its cohort's dates and frequency; undefined for a startup without a cohort. */
export function findStartupForKpis(db: Executor, startupId: number) {
  return db
    .selectFrom('startups')
    .innerJoin('cohorts', 'cohorts.id', 'startups.cohort_id')
    .select([
      'startups.id',
      'startups.name',
      'startups.cohort_id',
      'cohorts.starts_on',
      'cohorts.ends_on',
      'cohorts.kpi_frequency',
    ])
    .where('startups.id', '=', startupId)
    .executeTakeFirst();
}

/** The user's place in a startup's team (founder or member), if any. */
export function findTeamPlace(db: Executor, userId: number, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .select(['role'])
    .where('user_id', '=', userId)
    .where('startup_id', '=', startupId)
    .executeTakeFirst();
}

export function listCohortStartups(db: Executor, cohortId: number) {
  return db
    .selectFrom('startups')
    .select(['id', 'name'])
    .where('cohort_id', '=', cohortId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Cohorts that ask for at least one figure: the reminder run's list. */
export function listCohortsWithMetrics(db: Executor) {
  return db
    .selectFrom('cohorts')
    .select(['id', 'name', 'starts_on', 'ends_on', 'kpi_frequency'])
    .where((eb) =>
      eb.exists(eb.selectFrom('kpi_metrics').select('id').whereRef('cohort_id', '=', 'cohorts.id')),
    )
    .orderBy('id')
    .execute();
}

/** Startups of a cohort with no report for `period`. */
export function listStartupsMissing(db: Executor, cohortId: number, period: string) {
  return db
    .selectFrom('startups')
    .select(['id', 'name'])
    .where('cohort_id', '=', cohortId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('kpi_reports')
            .select('id')
            .whereRef('kpi_reports.startup_id', '=', 'startups.id')
            .where('kpi_reports.period', '=', period),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

/** Joined founders of a startup with their addresses: who a reminder goes to. */
export function listFounders(db: Executor, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .innerJoin('users', 'users.id', 'cohort_members.user_id')
    .select(['users.id', 'users.email', 'users.full_name'])
    .where('cohort_members.startup_id', '=', startupId)
    .where('cohort_members.role', '=', 'founder')
    .orderBy('users.id')
    .execute();
}

/* ---------- the plan ---------- */

export function listMetrics(db: Executor, cohortId: number) {
  return db
    .selectFrom('kpi_metrics')
    .select(['id', 'name', 'unit', 'kind'])
    .where('cohort_id', '=', cohortId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertMetric(db: Executor, row: NewKpiMetricRow) {
  await db.insertInto('kpi_metrics').values(row).execute();
}

export async function updateMetric(
  db: Executor,
  id: number,
  changes: { name: string; unit: string; kind: NewKpiMetricRow['kind']; position: number },
) {
  await db.updateTable('kpi_metrics').set(changes).where('id', '=', id).execute();
}

export async function deleteMetrics(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('kpi_metrics').where('id', 'in', ids).execute();
}

/* ---------- reports ---------- */

/**
 * The startup's report for `period`, created or taken over by this submitter: one statement, so two
 * submissions at the same moment meet the unique index and the second updates the first's row
 * (docs/decisions/029-kpi-reports-one-per-period.md).
 */
export async function upsertReport(
  db: Executor,
  row: { startup_id: number; period: string; submitted_by: number | null; now: string },
): Promise<number> {
  const saved = await db
    .insertInto('kpi_reports')
    .values({
      startup_id: row.startup_id,
      period: row.period,
      submitted_by: row.submitted_by,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['startup_id', 'period'])
        .doUpdateSet({ submitted_by: row.submitted_by, updated_at: row.now }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

export async function replaceValues(
  db: Executor,
  reportId: number,
  values: { metricId: number; value: number }[],
) {
  await db.deleteFrom('kpi_values').where('report_id', '=', reportId).execute();
  if (values.length > 0)
    await db
      .insertInto('kpi_values')
      .values(values.map(({ metricId, value }) => ({ report_id: reportId, metric_id: metricId, value })))
      .execute();
}

/** Every report of these startups with its figures and submitter, oldest period first. */
export function listReportValues(db: Executor, startupIds: number[]) {
  if (startupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('kpi_reports')
    .leftJoin('kpi_values', 'kpi_values.report_id', 'kpi_reports.id')
    .leftJoin('users', 'users.id', 'kpi_reports.submitted_by')
    .select([
      'kpi_reports.id',
      'kpi_reports.startup_id',
      'kpi_reports.period',
      'kpi_reports.updated_at',
      'kpi_values.metric_id',
      'kpi_values.value',
      'users.email as submitted_by_email',
    ])
    .where('kpi_reports.startup_id', 'in', startupIds)
    .orderBy('kpi_reports.period')
    .orderBy('kpi_reports.id')
    .execute();
}

export async function hasReport(db: Executor, startupId: number, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('kpi_reports')
    .select('id')
    .where('startup_id', '=', startupId)
    .where('period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const reports = await db
    .selectFrom('kpi_reports')
    .selectAll()
    .where('submitted_by', '=', subject.id)
    .execute();
  const values =
    reports.length === 0
      ? []
      : await db
          .selectFrom('kpi_values')
          .selectAll()
          .where(
            'report_id',
            'in',
            reports.map((report) => report.id),
          )
          .execute();
  return [
    { name: 'kpi-reports', rows: reports },
    { name: 'kpi-values', rows: values },
  ];
}

/** A startup's reports stay, by the former member (docs/product.md#delete-account). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .updateTable('kpi_reports')
    .set({ submitted_by: subject.formerMemberId })
    .where('submitted_by', '=', subject.id)
    .execute();
}
