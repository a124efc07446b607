import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who did what to which record, and when: one row per admin action.
  await addIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('subject_type', 'text', notNull)
    .addColumn('subject_id', 'text')
    .addColumn('summary', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
