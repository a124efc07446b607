import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Registration on the site (docs/product.md#event-registration).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Existing events keep their external link: the mode defaults to 'external'.
  await db.schema
    .alterTable('events')
    .addColumn('registration_mode', 'text', (col) => col.notNull().defaultTo('external'))
    .execute();
  await db.schema.alterTable('events').addColumn('registration_opens_at', 'text').execute();
  await db.schema.alterTable('events').addColumn('registration_closes_at', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('registration_question', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  // One row per person and event, ever: cancelling and coming back changes the row.
  await addIdColumn(db, db.schema.createTable('event_registrations'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // registered | waitlisted | offered | cancelled
    .addColumn('status', 'text', notNull)
    .addColumn('answer', 'text', (col) => col.notNull().defaultTo(''))
    // Arrival order within the event, given under the event's lock: the waitlist's order.
    .addColumn('queue_number', 'integer', notNull)
    .addColumn('check_in_code', 'text', (col) => col.notNull().unique())
    .addColumn('offer_expires_at', 'text')
    .addColumn('checked_in_at', 'text')
    .addColumn('checked_in_by', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  // The last guard of "one registration per person per event".
  await db.schema
    .createIndex('event_registrations_person_idx')
    .on('event_registrations')
    .columns(['event_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('event_registrations_queue_idx')
    .on('event_registrations')
    .columns(['event_id', 'status', 'queue_number'])
    .execute();
  await db.schema
    .createIndex('event_registrations_user_idx')
    .on('event_registrations')
    .columns(['user_id', 'event_id'])
    .execute();

  // Mail attachments (the event's .ics), as JSON: [{ filename, contentType, content }].
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attachments_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments_json').execute();
  await db.schema.dropTable('event_registrations').execute();
  for (const column of [
    'registration_question',
    'registration_closes_at',
    'registration_opens_at',
    'registration_mode',
  ])
    await db.schema.alterTable('events').dropColumn(column).execute();
}
