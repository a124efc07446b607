import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Certificates of attendance (docs/product.md#certificates): an event's certificate as the admin set it up,
// and one issued certificate per person per event, found by its unguessable code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_certificate_settings')
    .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('signatory_name', 'text', notNull)
    .addColumn('signatory_role', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await addIdColumn(db, db.schema.createTable('event_certificates'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('shown_name', 'text', notNull)
    .addColumn('issued_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('event_certificates_event_user_unique', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_certificates_user_idx')
    .on('event_certificates')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_certificates').execute();
  await db.schema.dropTable('event_certificate_settings').execute();
}
