import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Messages from admins to a group of an event's registrants, and private calendar feeds
// (docs/product.md#registrants-and-check-in, docs/product.md#my-events).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('event_messages'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    // registered | waitlisted | attended | no_shows
    .addColumn('recipient_group', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('recipients', 'integer', notNull)
    .addColumn('sent_by', 'text', notNull)
    // Chosen by the admin's form once per message: sending it again (a retry, a double click) sends nothing.
    .addColumn('request_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('event_messages_event_idx')
    .on('event_messages')
    .columns(['event_id', 'id'])
    .execute();

  // One secret feed address per person; revoking replaces the token.
  await addIdColumn(db, db.schema.createTable('calendar_feeds'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('event_messages').execute();
}
