import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres, notNull } from './column-types';

// Milestones and KPIs (docs/product.md#startup-kpis): the figures a cohort reports and how often, and the
// startups' reports, one per startup and period (docs/decisions/029-kpi-reports-one-per-period.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cohorts')
    .addColumn('kpi_frequency', 'text', (col) => col.notNull().defaultTo('monthly')) // monthly | quarterly
    .execute();

  await addIdColumn(db, db.schema.createTable('kpi_metrics'))
    .addColumn('cohort_id', 'integer', (col) => col.notNull().references('cohorts.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('unit', 'text', notNull) // '' when none
    .addColumn('kind', 'text', notNull) // count | money | number
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('kpi_metrics_cohort_idx').on('kpi_metrics').column('cohort_id').execute();

  await addIdColumn(db, db.schema.createTable('kpi_reports'))
    .addColumn('startup_id', 'integer', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('period', 'text', notNull) // YYYY-MM or YYYY-Qn
    .addColumn('submitted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  // One report per startup and period, whatever arrives at the same moment.
  await db.schema
    .createIndex('kpi_reports_startup_period_uq')
    .on('kpi_reports')
    .columns(['startup_id', 'period'])
    .unique()
    .execute();

  await db.schema
    .createTable('kpi_values')
    .addColumn('report_id', 'integer', (col) =>
      col.notNull().references('kpi_reports.id').onDelete('cascade'),
    )
    .addColumn('metric_id', 'integer', (col) =>
      col.notNull().references('kpi_metrics.id').onDelete('cascade'),
    )
    .addColumn('value', isPostgres(db) ? sql`double precision` : 'real', notNull)
    .addPrimaryKeyConstraint('kpi_values_pk', ['report_id', 'metric_id'])
    .execute();
  await db.schema.createIndex('kpi_values_metric_idx').on('kpi_values').column('metric_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kpi_values', 'kpi_reports', 'kpi_metrics'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('cohorts').dropColumn('kpi_frequency').execute();
}
