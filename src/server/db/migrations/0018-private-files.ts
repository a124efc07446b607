import type { Kysely } from 'kysely';
import { blobType, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Files that are not public pictures (a CV), beside the media tables but never served from /media:
  // only through a route that checks who may read them (docs/decisions/019-private-files-and-pdf-checks.md).
  await db.schema
    .createTable('private_files')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', notNull)
    .addColumn('filename', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('bytes', blobType(db), notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('private_files').execute();
}
