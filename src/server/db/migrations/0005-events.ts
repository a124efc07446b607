import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The event of docs/product.md#event-fields; dates are calendar dates (YYYY-MM-DD) in the centre's time
  // zone.
  await addIdColumn(db, db.schema.createTable('events'))
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('image_key', 'text', (col) => col.notNull().references('media_assets.key'))
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', notNull)
    .addColumn('attendees', 'integer', notNull)
    .addColumn('registration_link', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('events_start_idx').on('events').columns(['start_date', 'id']).execute();

  // The live feed's record: one row per insert, update or delete, written in the change's own
  // transaction. Its id is the SSE event id a reconnecting client sends back as Last-Event-ID.
  await addIdColumn(db, db.schema.createTable('event_changes'))
    .addColumn('event_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_changes').execute();
  await db.schema.dropTable('events').execute();
}
