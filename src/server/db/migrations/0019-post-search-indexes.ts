import { sql, type Kysely } from 'kysely';
import { isPostgres, notNull } from './column-types';

const LISTS = ['ideas', 'projects', 'internships'] as const;

// Search through an index on both engines for the three post lists, and a version per list that
// every change to a list's table raises, so a server can keep list answers until the list changes
// and order approvals for the alert digests (docs/product.md#list-search-and-paging,
// docs/decisions/020-post-search-and-list-versions.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_list_versions')
    .addColumn('list', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', notNull)
    .execute();
  await db
    .insertInto('post_list_versions' as never)
    .values(LISTS.map((list) => ({ list, version: 1 })) as never)
    .execute();

  if (isPostgres(db)) {
    // Trigram GIN indexes answer LIKE '%text%' for 3+ characters; without the extension the
    // lists still work, reading the rows. No pending list (fastupdate): posts arrive one at a time,
    // and rows waiting in it would make the planner shun the index until the next vacuum.
    const available = await sql<{
      name: string;
    }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const list of LISTS)
        await sql`create index ${sql.raw(`${list}_search_trgm_idx`)} on ${sql.table(list)} using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
          db,
        );
    }
    await sql`create function bump_post_list_version() returns trigger language plpgsql as $$
      begin
        update post_list_versions set version = version + 1 where list = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
    for (const list of LISTS)
      await sql`create trigger ${sql.raw(`${list}_version`)} after insert or update or delete on ${sql.table(list)}
        for each statement execute function bump_post_list_version()`.execute(db);
    return;
  }

  // SQLite: the same trigram index the ideas have (migration 0007), for projects and internships.
  for (const list of ['projects', 'internships']) {
    const fts = `${list}_search`;
    await sql`create virtual table ${sql.raw(fts)} using fts5(search_text, tokenize = 'trigram case_sensitive 1', content = ${sql.lit(list)}, content_rowid = 'id')`.execute(
      db,
    );
    await sql`insert into ${sql.raw(fts)}(${sql.raw(fts)}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.raw(`${fts}_insert`)} after insert on ${sql.raw(list)} begin
      insert into ${sql.raw(fts)}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger ${sql.raw(`${fts}_delete`)} after delete on ${sql.raw(list)} begin
      insert into ${sql.raw(fts)}(${sql.raw(fts)}, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${fts}_update`)} after update of search_text on ${sql.raw(list)} begin
      insert into ${sql.raw(fts)}(${sql.raw(fts)}, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into ${sql.raw(fts)}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  }
  for (const list of LISTS)
    for (const change of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.raw(`${list}_version_${change}`)} after ${sql.raw(change)} on ${sql.raw(list)} begin
        update post_list_versions set version = version + 1 where list = ${sql.lit(list)}; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const list of LISTS) {
      await sql`drop trigger if exists ${sql.raw(`${list}_version`)} on ${sql.table(list)}`.execute(db);
      await sql`drop index if exists ${sql.raw(`${list}_search_trgm_idx`)}`.execute(db);
    }
    await sql`drop function if exists bump_post_list_version()`.execute(db);
  } else {
    for (const list of LISTS)
      for (const change of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.raw(`${list}_version_${change}`)}`.execute(db);
    for (const list of ['projects', 'internships']) {
      for (const change of ['insert', 'delete', 'update'])
        await sql`drop trigger if exists ${sql.raw(`${list}_search_${change}`)}`.execute(db);
      await sql`drop table if exists ${sql.raw(`${list}_search`)}`.execute(db);
    }
  }
  await db.schema.dropTable('post_list_versions').execute();
}
