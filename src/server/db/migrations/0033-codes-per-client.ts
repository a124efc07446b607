import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// A code belongs to the client that asked for it, not only to its address: each client holds its own
// code for an email and purpose, and only its own tries count against it
// (docs/decisions/034-codes-bound-to-the-client.md). The old table's unique (email, purpose) cannot be
// dropped on SQLite, so the table is made anew; codes live ten minutes, and one asked for in the minute
// of the upgrade is simply asked for again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('one_time_codes').execute();
  await addIdColumn(db, db.schema.createTable('one_time_codes'))
    .addColumn('email', 'text', notNull)
    .addColumn('purpose', 'text', notNull)
    // HMAC of what the code is bound to (the asking browser's attempt id, or the account and role).
    .addColumn('client_hash', 'text', notNull)
    // The address that asked: a code used is no longer charged to it.
    .addColumn('ip', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addUniqueConstraint('one_time_codes_email_purpose_client', ['email', 'purpose', 'client_hash'])
    .execute();
  await db.schema
    .createIndex('one_time_codes_expires_idx')
    .on('one_time_codes')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('code_requests_email_ip_idx')
    .on('code_requests')
    .columns(['email', 'purpose', 'ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('code_requests_email_ip_idx').execute();
  await db.schema.dropTable('one_time_codes').execute();
  await addIdColumn(db, db.schema.createTable('one_time_codes'))
    .addColumn('email', 'text', notNull)
    .addColumn('purpose', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addUniqueConstraint('one_time_codes_email_purpose', ['email', 'purpose'])
    .execute();
}
