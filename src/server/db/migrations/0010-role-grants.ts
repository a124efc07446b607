import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from './column-types';

/** Roles granted by admins (reviewer, mentor); admins themselves come from ADMIN_EMAILS, not from here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('role_grants'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', notNull) // reviewer | mentor
    .addColumn('granted_at', 'text', notNull)
    .addColumn('granted_by', 'text', notNull) // the admin's email
    .execute();
  // One grant per account and role: two simultaneous grants store (and mail) once.
  await db.schema
    .createIndex('role_grants_user_role_idx')
    .on('role_grants')
    .columns(['user_id', 'role'])
    .unique()
    .execute();
  // Everyone holding a role (the reviewer pool, the mentor list).
  await db.schema
    .createIndex('role_grants_role_idx')
    .on('role_grants')
    .columns(['role', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('role_grants').execute();
}
