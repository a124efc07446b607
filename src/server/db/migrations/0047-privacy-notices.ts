import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Every version of the privacy notice the centre published (docs/product.md#privacy-notice): the newest is
// in force; older ones stay so a consent can name the version it was given under.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('privacy_notices'))
    .addColumn('version', 'integer', (col) => col.notNull().unique())
    .addColumn('published_at', 'text', notNull)
    .addColumn('sections', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_notices').execute();
}
