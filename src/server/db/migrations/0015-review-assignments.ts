import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

/** Reviewers assigned to call applications (and, later, their reviews), and conflicts reviewers declare. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('review_assignments'))
    .addColumn('call_id', 'integer', (col) => col.notNull().references('calls.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('call_applications.id').onDelete('cascade'),
    )
    .addColumn('reviewer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assigned_by', 'text', notNull) // 'automatic' or the admin's email
    .addColumn('assigned_at', 'text', notNull)
    .addColumn('status', 'text', notNull) // assigned | reviewed | conflict
    .addColumn('scores_json', 'text')
    .addColumn('comment', 'text', notNull)
    .addColumn('note', 'text', notNull)
    .addColumn('conflict_reason', 'text')
    .addColumn('reviewed_at', 'text')
    .execute();
  // One assignment per reviewer and application, also when two runs meet.
  await db.schema
    .createIndex('review_assignments_application_reviewer_idx')
    .on('review_assignments')
    .columns(['application_id', 'reviewer_id'])
    .unique()
    .execute();
  // A reviewer's queue.
  await db.schema
    .createIndex('review_assignments_reviewer_idx')
    .on('review_assignments')
    .columns(['reviewer_id', 'call_id', 'status'])
    .execute();
  await db.schema
    .createIndex('review_assignments_call_idx')
    .on('review_assignments')
    .column('call_id')
    .execute();

  await addIdColumn(db, db.schema.createTable('reviewer_conflicts'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('value', 'text', notNull) // a name or a domain, lower-case
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('reviewer_conflicts_user_value_idx')
    .on('reviewer_conflicts')
    .columns(['user_id', 'value'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviewer_conflicts').execute();
  await db.schema.dropTable('review_assignments').execute();
}
