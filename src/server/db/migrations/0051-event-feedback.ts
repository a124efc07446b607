import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Feedback from those who came to an event (docs/product.md#event-feedback): the event's questions when the
// admin changed the default ones or turned feedback off, one request per attendee (its unguessable token, the
// mail and the one reminder), and one answer per attendee.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_feedback_forms')
    .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', notNull)
    .addColumn('questions_json', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await addIdColumn(db, db.schema.createTable('event_feedback_requests'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('sent_at', 'text', notNull)
    .addColumn('reminded_at', 'text')
    .addUniqueConstraint('event_feedback_requests_event_user_unique', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_feedback_requests_user_idx')
    .on('event_feedback_requests')
    .column('user_id')
    .execute();
  await addIdColumn(db, db.schema.createTable('event_feedback_answers'))
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().unique().references('event_feedback_requests.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('rating', 'integer', notNull)
    .addColumn('answers_json', 'text', notNull)
    .addColumn('submitted_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('event_feedback_answers_event_idx')
    .on('event_feedback_answers')
    .column('event_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_feedback_answers').execute();
  await db.schema.dropTable('event_feedback_requests').execute();
  await db.schema.dropTable('event_feedback_forms').execute();
}
