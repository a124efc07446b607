import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

/** Calls for applications to a programme, and the applications to them (drafts, then submitted). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('calls'))
    .addColumn('program_slug', 'text', (col) => col.notNull().references('programs.slug'))
    .addColumn('title', 'text', notNull)
    .addColumn('opens_at', 'text', notNull) // ISO 8601, UTC
    .addColumn('closes_at', 'text', notNull)
    .addColumn('review_deadline', 'text')
    .addColumn('questions_json', 'text', notNull)
    .addColumn('rubric_json', 'text', notNull)
    .addColumn('blind', 'integer', notNull) // 0 | 1
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('calls_open_idx').on('calls').columns(['closes_at', 'opens_at']).execute();

  await addIdColumn(db, db.schema.createTable('call_applications'))
    .addColumn('call_id', 'integer', (col) => col.notNull().references('calls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', notNull) // draft | submitted
    .addColumn('team_name', 'text', notNull)
    .addColumn('stage', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('team_size', 'integer')
    .addColumn('website', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('answers_json', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('submitted_at', 'text')
    // The decision (accepted | waitlisted | declined) with its message, once the panel has chosen.
    .addColumn('decision', 'text')
    .addColumn('decision_message', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  // One application per person and call, also when two requests arrive at once.
  await db.schema
    .createIndex('call_applications_call_user_idx')
    .on('call_applications')
    .columns(['call_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('call_applications_user_idx')
    .on('call_applications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('call_applications_call_status_idx')
    .on('call_applications')
    .columns(['call_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_applications').execute();
  await db.schema.dropTable('calls').execute();
}
