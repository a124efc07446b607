import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('location', 'text', notNull)
    .addColumn('bio', 'text', notNull)
    .addColumn('picture_url', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('last_sign_in_at', 'text')
    .execute();

  await addIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

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

  // Every code request, kept an hour or so, for the per-email and per-address hourly limits.
  await addIdColumn(db, db.schema.createTable('code_requests'))
    .addColumn('email', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('purpose', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('code_requests_email_idx')
    .on('code_requests')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('code_requests_ip_idx')
    .on('code_requests')
    .columns(['ip', 'created_at'])
    .execute();

  await addIdColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('text_body', 'text', notNull)
    .addColumn('html_body', 'text', notNull)
    .addColumn('headers_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', notNull) // pending | sending | sent | failed | cancelled
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'code_requests', 'one_time_codes', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
