import type { Kysely } from 'kysely';
import { notNull } from './column-types';

// The rest of certificates (docs/product.md#certificates, docs/decisions/051-certificate-pdfs.md): an event's
// certificate may carry a logo (a media asset) and a signature (a private file) and may include the speakers
// and the organiser who have accounts; a certificate says what the person did there and when it was last
// reissued; a reissue gives a new code and keeps the old one, which then checks as replaced.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_certificate_settings').addColumn('logo_key', 'text').execute();
  await db.schema.alterTable('event_certificate_settings').addColumn('signature_key', 'text').execute();
  await db.schema
    .alterTable('event_certificate_settings')
    .addColumn('include_staff', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('event_certificates')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('attendee'))
    .execute();
  await db.schema.alterTable('event_certificates').addColumn('reissued_at', 'text').execute();
  await db.schema
    .createTable('event_certificate_replaced_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('certificate_id', 'integer', (col) =>
      col.notNull().references('event_certificates.id').onDelete('cascade'),
    )
    .addColumn('shown_name', 'text', notNull)
    .addColumn('replaced_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('event_certificate_replaced_codes_certificate_idx')
    .on('event_certificate_replaced_codes')
    .column('certificate_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_certificate_replaced_codes').execute();
  await db.schema.alterTable('event_certificates').dropColumn('reissued_at').execute();
  await db.schema.alterTable('event_certificates').dropColumn('role').execute();
  await db.schema.alterTable('event_certificate_settings').dropColumn('include_staff').execute();
  await db.schema.alterTable('event_certificate_settings').dropColumn('signature_key').execute();
  await db.schema.alterTable('event_certificate_settings').dropColumn('logo_key').execute();
}
