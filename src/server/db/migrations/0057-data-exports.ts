import type { Kysely } from 'kysely';
import { addIdColumn, blobType, notNull } from './column-types';

// Download my data prepared by a job and fetched through a mailed link (docs/product.md#download-my-data,
// docs/decisions/058-data-export-by-job.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per archive asked for. The job fills in the archive, the token's hash and the expiry; the daily
  // retention run deletes the row (archive included) once it has expired.
  await addIdColumn(db, db.schema.createTable('data_exports'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_by_admin', 'integer', notNull)
    .addColumn('requested_at', 'text', notNull)
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('archive', blobType(db))
    .addColumn('size', 'integer')
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('data_exports_by_user')
    .on('data_exports')
    .columns(['user_id', 'requested_at'])
    .execute();
  await db.schema.createIndex('data_exports_by_expiry').on('data_exports').columns(['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
