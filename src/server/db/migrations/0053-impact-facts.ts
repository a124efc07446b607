import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// The startup facts the impact reports need and no other table holds (docs/product.md#impact-reports,
// docs/decisions/055-impact-figures-from-records.md): one row of facts per startup, its funding rounds (money in
// integer paise), and each founder's self-declared gender. Founders enter them; the centre confirms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('startup_impact_facts')
    .addColumn('startup_id', 'integer', (col) =>
      col.primaryKey().references('startups.id').onDelete('cascade'),
    )
    .addColumn('incorporated_on', 'text')
    .addColumn('dpiit_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dpiit_recognised_on', 'text')
    .addColumn('jobs_created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('revenue_band', 'text', (col) => col.notNull().defaultTo('not_told'))
    .addColumn('ip_filed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ip_granted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', notNull)
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_by', 'text')
    .execute();
  await addIdColumn(db, db.schema.createTable('startup_fundings'))
    .addColumn('startup_id', 'integer', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('source', 'text', notNull)
    .addColumn('amount_paise', 'bigint', notNull)
    .addColumn('received_on', 'text', notNull)
    .addColumn('investor', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_by', 'text')
    .execute();
  await db.schema
    .createIndex('startup_fundings_startup_idx')
    .on('startup_fundings')
    .column('startup_id')
    .execute();
  await db.schema
    .createIndex('startup_fundings_received_idx')
    .on('startup_fundings')
    .column('received_on')
    .execute();
  await db.schema
    .createTable('founder_genders')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('gender', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('founder_genders').execute();
  await db.schema.dropTable('startup_fundings').execute();
  await db.schema.dropTable('startup_impact_facts').execute();
}
