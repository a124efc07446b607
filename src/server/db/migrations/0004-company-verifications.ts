import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('company_verifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_email', 'text', notNull)
    .addColumn('company_name', 'text', notNull)
    .addColumn('company_website', 'text', notNull)
    // Null when a startup's request came from the work-profile form, which need not name one.
    .addColumn('linkedin_url', 'text')
    .addColumn('social_media_url', 'text')
    .addColumn('additional_info', 'text', notNull)
    .addColumn('status', 'text', notNull) // pending | approved | declined
    .addColumn('submitted_at', 'text', notNull)
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema
    .createIndex('company_verifications_user_idx')
    .on('company_verifications')
    .columns(['user_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('company_verifications_status_idx')
    .on('company_verifications')
    .columns(['status', 'submitted_at'])
    .execute();
  // One open request per user: a pending or approved one blocks another, even from two requests at once.
  await db.schema
    .createIndex('company_verifications_open_idx')
    .on('company_verifications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), 'in', ['pending', 'approved'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_verifications').execute();
}
