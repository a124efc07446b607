import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types';

const LISTINGS = ['internships', 'projects'] as const;
/** docs/product.md#listing-lifecycle: a listing stays up this long after approval or renewal. */
const LISTING_DAYS = 30;

// Listings that expire and close (docs/product.md#listing-lifecycle,
// docs/decisions/025-listings-expire-thirty-days-after-approval.md), and CVs that go with their application.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of LISTINGS) {
    // When an approved listing leaves the public lists unless renewed; null while it is not approved.
    await db.schema.alterTable(table).addColumn('expires_at', 'text').execute();
    // When it left them: closed as filled by its owner, or expired. Null while it is open.
    await db.schema.alterTable(table).addColumn('closed_at', 'text').execute();
    // filled | expired
    await db.schema.alterTable(table).addColumn('closed_reason', 'text').execute();
  }
  // Listings approved before expiry existed get a full period from now, not from their approval: counted
  // from approval, most would vanish on the day of the upgrade without the reminder their owners are
  // promised (the decision record says more).
  const expiresAt = new Date(Date.now() + LISTING_DAYS * 86_400_000).toISOString();
  for (const table of LISTINGS)
    await sql`update ${sql.table(table)} set expires_at = ${expiresAt} where status = 'approved'`.execute(db);

  // A CV lives exactly as long as its application: a withdrawal, the post's removal (the application goes
  // by cascade) or the applicant's account going (likewise) deletes the file in the same transaction, on
  // every path, present or future.
  if (isPostgres(db)) {
    await sql`create function delete_application_cv() returns trigger language plpgsql as $$
      begin
        if OLD.cv_key is not null then delete from private_files where key = OLD.cv_key; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger post_applications_cv after delete on post_applications
      for each row execute function delete_application_cv()`.execute(db);
    return;
  }
  await sql`create trigger post_applications_cv after delete on post_applications
    when old.cv_key is not null begin
      delete from private_files where key = old.cv_key; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists post_applications_cv on post_applications`.execute(db);
    await sql`drop function if exists delete_application_cv()`.execute(db);
  } else await sql`drop trigger if exists post_applications_cv`.execute(db);
  for (const table of LISTINGS)
    for (const column of ['closed_reason', 'closed_at', 'expires_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
