import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

// Certificates of a cohort's completion (docs/product.md#certificates, docs/decisions/057-cohort-certificates.md):
// what the admin wrote on a cohort's certificates, one certificate per person per cohort found by its
// unguessable code, and the codes a reissue replaced (they check as replaced), as for events (migration 0050).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cohort_certificate_settings')
    .addColumn('cohort_id', 'integer', (col) => col.primaryKey().references('cohorts.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('signatory_name', 'text', notNull)
    .addColumn('signatory_role', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await addIdColumn(db, db.schema.createTable('cohort_certificates'))
    .addColumn('cohort_id', 'integer', (col) => col.notNull().references('cohorts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('shown_name', 'text', notNull)
    .addColumn('startup_name', 'text', notNull)
    .addColumn('member_role', 'text', notNull)
    .addColumn('issued_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addColumn('reissued_at', 'text')
    .addUniqueConstraint('cohort_certificates_cohort_user_unique', ['cohort_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('cohort_certificates_user_idx')
    .on('cohort_certificates')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('cohort_certificate_replaced_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('certificate_id', 'integer', (col) =>
      col.notNull().references('cohort_certificates.id').onDelete('cascade'),
    )
    .addColumn('shown_name', 'text', notNull)
    .addColumn('replaced_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('cohort_certificate_replaced_codes_certificate_idx')
    .on('cohort_certificate_replaced_codes')
    .column('certificate_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cohort_certificate_replaced_codes').execute();
  await db.schema.dropTable('cohort_certificates').execute();
  await db.schema.dropTable('cohort_certificate_settings').execute();
}
