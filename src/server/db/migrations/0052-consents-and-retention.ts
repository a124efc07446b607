import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// The consent ledger and the purge log (docs/product.md#my-consents, docs/product.md#retention,
// docs/decisions/054-consent-ledger-and-retention-periods.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per consent given or withdrawn, never changed afterwards. `user_id` is null for a newsletter
  // address without an account; `email` always says whose consent it is.
  await addIdColumn(db, db.schema.createTable('consent_records'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', notNull)
    .addColumn('purpose', 'text', notNull)
    .addColumn('topic', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('via', 'text', notNull)
    .addColumn('detail', 'text')
    .addColumn('notice_version', 'integer')
    .addColumn('recorded_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('consent_records_by_email')
    .on('consent_records')
    .columns(['email', 'recorded_at'])
    .execute();
  await db.schema
    .createIndex('consent_records_by_user')
    .on('consent_records')
    .columns(['user_id', 'recorded_at'])
    .execute();

  // One row per kind of data the daily retention run purged: what, how many rows, when.
  await addIdColumn(db, db.schema.createTable('retention_purges'))
    .addColumn('kind', 'text', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('purged', 'integer', notNull)
    .addColumn('ran_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('retention_purges_by_time')
    .on('retention_purges')
    .columns(['ran_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_purges').execute();
  await db.schema.dropTable('consent_records').execute();
}
