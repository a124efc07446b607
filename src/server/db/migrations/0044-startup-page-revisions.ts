import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// A startup's story, milestones and founder roles as revisions the centre approves, and each founder's own
// choice to link their name to a profile (docs/decisions/044-startup-page-revisions.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('startup_revisions'))
    .addColumn('startup_id', 'integer', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('status', 'text', notNull) // pending | approved | returned
    .addColumn('story', 'text', notNull)
    .addColumn('milestones', 'text', notNull) // JSON: [{ date, title }]
    .addColumn('founder_roles', 'text', notNull) // JSON: [{ memberId, role }]
    .addColumn('submitted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'text', notNull)
    .addColumn('decided_by', 'text') // the admin's email, as the audit log names them
    .addColumn('decided_at', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('startup_revisions_startup_idx')
    .on('startup_revisions')
    .columns(['startup_id', 'status'])
    .execute();
  // At most one change waits per startup, whatever arrives at the same moment.
  await db.schema
    .createIndex('startup_revisions_one_pending_uq')
    .on('startup_revisions')
    .column('startup_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .alterTable('cohort_members')
    .addColumn('profile_url', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('cohort_members')
    .addColumn('profile_link_shown', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cohort_members').dropColumn('profile_link_shown').execute();
  await db.schema.alterTable('cohort_members').dropColumn('profile_url').execute();
  await db.schema.dropTable('startup_revisions').execute();
}
