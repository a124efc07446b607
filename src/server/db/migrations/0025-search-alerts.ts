import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres, notNull } from './column-types';

const LISTS = ['ideas', 'projects', 'internships'] as const;

// Saved searches with digest mails (docs/product.md#search-alerts), and the order in which posts were
// approved, which the digests follow (docs/decisions/023-alert-digests-follow-approval-order.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('search_alerts'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // ideas | projects | internships, and that list's search text and filter
    .addColumn('list', 'text', notNull)
    .addColumn('q', 'text', notNull)
    .addColumn('filter', 'text', notNull)
    .addColumn('name', 'text', notNull)
    // daily | weekly
    .addColumn('frequency', 'text', notNull)
    .addColumn('paused', 'integer', (col) => col.notNull().defaultTo(0))
    // The list's approval number up to which this search has been mailed.
    .addColumn('high_water', 'integer', notNull)
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('search_alerts_user_idx')
    .on('search_alerts')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('search_alerts_due_idx')
    .on('search_alerts')
    .columns(['frequency', 'paused', 'user_id'])
    .execute();

  // A post's place in its list's approval order: the list's version, raised when it was approved.
  // Approvals of one list take that row in turn, so the numbers become visible in order: a digest
  // that read version V has seen every post numbered up to V, and none after.
  for (const list of LISTS) {
    await db.schema.alterTable(list).addColumn('approval_seq', 'integer').execute();
    await db.schema.createIndex(`${list}_approval_idx`).on(list).columns(['approval_seq']).execute();
  }
  if (isPostgres(db)) {
    await sql`create function number_post_approval() returns trigger language plpgsql as $$
      begin
        if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved') then
          update post_list_versions set version = version + 1 where list = TG_TABLE_NAME
            returning version into new.approval_seq;
        end if;
        return new;
      end $$`.execute(db);
    for (const list of LISTS)
      await sql`create trigger ${sql.raw(`${list}_approval`)} before insert or update of status on ${sql.table(list)}
        for each row execute function number_post_approval()`.execute(db);
  } else {
    for (const list of LISTS)
      await sql`create trigger ${sql.raw(`${list}_approval`)} after update of status on ${sql.raw(list)}
        when new.status = 'approved' and old.status <> 'approved' begin
          update post_list_versions set version = version + 1 where list = ${sql.lit(list)};
          update ${sql.raw(list)} set approval_seq = (select version from post_list_versions where list = ${sql.lit(list)})
            where id = new.id;
        end`.execute(db);
  }
  // Posts approved before: below every new number (alerts start from their own creation).
  for (const list of LISTS)
    await sql`update ${sql.raw(list)} set approval_seq = -id where status = 'approved'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const list of LISTS) {
    await sql`drop trigger if exists ${sql.raw(`${list}_approval`)}${sql.raw(isPostgres(db) ? ` on ${list}` : '')}`.execute(
      db,
    );
    await db.schema.dropIndex(`${list}_approval_idx`).execute();
    await db.schema.alterTable(list).dropColumn('approval_seq').execute();
  }
  if (isPostgres(db)) await sql`drop function if exists number_post_approval()`.execute(db);
  await db.schema.dropTable('search_alerts').execute();
}
