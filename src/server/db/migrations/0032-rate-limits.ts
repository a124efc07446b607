import type { Kysely } from 'kysely';
import { notNull } from './column-types';

// Every rate limit counts in the database, so it holds for every instance and across restarts
// (docs/decisions/031-limits-in-the-database.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', notNull)
    .addColumn('count', 'integer', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
