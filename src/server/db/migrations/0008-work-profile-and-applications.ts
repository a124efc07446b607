import { sql, type Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A verified university affiliation: student | professor, proven by a code sent to that address.
  await db.schema.alterTable('users').addColumn('affiliation', 'text').execute();
  await db.schema.alterTable('users').addColumn('affiliation_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('affiliation_verified_at', 'text').execute();

  await addIdColumn(db, db.schema.createTable('program_applications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_slug', 'text', notNull)
    .addColumn('team_name', 'text', notNull)
    .addColumn('stage', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('team_size', 'integer', notNull)
    .addColumn('website', 'text')
    .addColumn('phone', 'text', notNull)
    .addColumn('status', 'text', notNull) // pending | accepted | declined
    .addColumn('created_at', 'text', notNull)
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema
    .createIndex('program_applications_user_idx')
    .on('program_applications')
    .columns(['user_id', 'program_slug'])
    .execute();
  await db.schema
    .createIndex('program_applications_status_idx')
    .on('program_applications')
    .columns(['status', 'created_at'])
    .execute();
  // One pending application per programme and user, even from two requests at once.
  await db.schema
    .createIndex('program_applications_pending_idx')
    .on('program_applications')
    .columns(['user_id', 'program_slug'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('program_applications').execute();
  for (const column of ['affiliation_verified_at', 'affiliation_email', 'affiliation'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
