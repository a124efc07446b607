import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Seed grants paid by milestone (docs/product.md#seed-grants): one grant per startup, its milestones with the
// tranche each releases (evidence, review, disbursement), and the spending recorded against it. Money is
// integer paise; balances are never stored, always summed from these rows
// (docs/decisions/056-seed-grants-from-their-records.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('grants'))
    .addColumn('startup_id', 'integer', (col) =>
      col.notNull().unique().references('startups.id').onDelete('cascade'),
    )
    .addColumn('scheme', 'text', notNull)
    .addColumn('sanctioned_paise', 'integer', notNull)
    .addColumn('sanctioned_on', 'text', notNull)
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('grants_sanctioned_positive', sql`sanctioned_paise > 0`)
    .execute();

  await addIdColumn(db, db.schema.createTable('grant_tranches'))
    .addColumn('grant_id', 'integer', (col) => col.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('due_on', 'text', notNull)
    .addColumn('amount_paise', 'integer', notNull)
    .addColumn('state', 'text', notNull) // awaiting-evidence | submitted | sent-back | approved | disbursed
    .addColumn('evidence_note', 'text', (col) => col.notNull().defaultTo(''))
    // The PDF, in private_files; readable only through the milestone's own route.
    .addColumn('evidence_key', 'text', (col) => col.references('private_files.key').onDelete('set null'))
    .addColumn('evidence_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('evidence_at', 'text')
    .addColumn('review_reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'text')
    .addColumn('disbursed_on', 'text')
    .addColumn('disbursed_paise', 'integer')
    .addColumn('disbursement_reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('grant_tranches_amount_positive', sql`amount_paise > 0`)
    .execute();
  await db.schema.createIndex('grant_tranches_grant_idx').on('grant_tranches').column('grant_id').execute();
  await db.schema
    .createIndex('grant_tranches_state_due_idx')
    .on('grant_tranches')
    .columns(['state', 'due_on'])
    .execute();

  await addIdColumn(db, db.schema.createTable('grant_expenses'))
    .addColumn('grant_id', 'integer', (col) => col.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('spent_on', 'text', notNull)
    .addColumn('head', 'text', notNull)
    .addColumn('amount_paise', 'integer', notNull)
    .addColumn('note', 'text', notNull)
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addCheckConstraint('grant_expenses_amount_positive', sql`amount_paise > 0`)
    .execute();
  await db.schema.createIndex('grant_expenses_grant_idx').on('grant_expenses').column('grant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('grant_expenses').execute();
  await db.schema.dropTable('grant_tranches').execute();
  await db.schema.dropTable('grants').execute();
}
