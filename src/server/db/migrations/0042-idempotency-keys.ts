import type { Kysely } from 'kysely';
import { notNull } from './column-types';

// The first answer to each submission, so that a double click or a retry gets it instead of a second
// record (docs/decisions/036-idempotent-submissions.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', notNull)
    .addColumn('route', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('fingerprint', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('claimed_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'route', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_idx')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
