import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Filled in by the feature that owns it before it is released; frozen afterwards.
// Partners and investors (a logo, a link, a kind), founders' testimonials and the FAQ: lists the admin
// writes and orders like the team and mentors.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('partners'))
    .addColumn('name', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('image_key', 'text', (col) => col.references('media_assets.key').onDelete('set null'))
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('testimonials'))
    .addColumn('quote', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('startup', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('faq_entries'))
    .addColumn('category', 'text', notNull)
    .addColumn('question', 'text', notNull)
    .addColumn('answer', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['faq_entries', 'testimonials', 'partners']) {
    await db.schema.dropTable(table).execute();
  }
}
