import { sql, type Kysely } from 'kysely';

/**
 * A university address verifies one account (docs/product.md#work-profile). Where earlier data has one
 * address on several accounts, the account that verified it first keeps it; the others lose the badge and
 * can verify an address of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users set affiliation = null, affiliation_email = null, affiliation_verified_at = null
    where affiliation_email is not null and exists (
      select 1 from users earlier
      where earlier.affiliation_email = users.affiliation_email
        and (earlier.affiliation_verified_at < users.affiliation_verified_at
          or (earlier.affiliation_verified_at = users.affiliation_verified_at and earlier.id < users.id))
    )`.execute(db);
  await db.schema
    .createIndex('users_affiliation_email_idx')
    .on('users')
    .column('affiliation_email')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_affiliation_email_idx').execute();
}
