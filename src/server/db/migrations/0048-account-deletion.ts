import type { Kysely } from 'kysely';

// Delete my account (docs/product.md#delete-account, docs/decisions/053-account-erasure.md): when a
// confirmed deletion will be carried out. Null while the account is not marked; signing in clears it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('erase_after', 'text').execute();
  await db.schema.createIndex('users_erase_after').on('users').column('erase_after').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_erase_after').execute();
  await db.schema.alterTable('users').dropColumn('erase_after').execute();
}
