import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres, notNull } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The posts of docs/product.md#opportunities; every post has an owner and a review status (pending |
  // approved | declined).
  await addIdColumn(db, db.schema.createTable('ideas'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('owner_name', 'text', notNull)
    .addColumn('designation', 'text', notNull)
    .addColumn('main_tag', 'text', notNull)
    .addColumn('extra_tags_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('contact', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'text')
    // Lower-cased searchable fields joined by a separator no post contains
    // (docs/product.md#list-search-and-paging).
    .addColumn('search_text', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('projects'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_title', 'text', notNull)
    .addColumn('by_whom', 'text', notNull)
    .addColumn('contact', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('work_type', 'text', notNull)
    .addColumn('requirements', 'text', notNull)
    .addColumn('application_link', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'text')
    // Lower-cased searchable fields joined by a separator no post contains
    // (docs/product.md#list-search-and-paging).
    .addColumn('search_text', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('internships'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('company', 'text', notNull)
    .addColumn('location', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('duration', 'text', notNull)
    .addColumn('stipend', 'integer', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('requirements', 'text', notNull)
    .addColumn('apply_link', 'text', notNull)
    .addColumn('contact', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'text')
    // Lower-cased searchable fields joined by a separator no post contains
    // (docs/product.md#list-search-and-paging).
    .addColumn('search_text', 'text', notNull)
    .execute();

  for (const table of ['ideas', 'projects', 'internships']) {
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(['status', 'created_at']).execute();
    await db.schema.createIndex(`${table}_owner_idx`).on(table).columns(['owner_id', 'created_at']).execute();
  }

  // The Wall of Ideas searches long descriptions: on SQLite a trigram index answers substring
  // searches of 3+ characters without reading every row (scripts/bench-idea-search.ts measures it).
  // The index reads its text from ideas.search_text; triggers keep it in step with the table.
  if (!isPostgres(db)) {
    await sql`create virtual table ideas_search using fts5(search_text, tokenize = 'trigram case_sensitive 1', content = 'ideas', content_rowid = 'id')`.execute(
      db,
    );
    await sql`create trigger ideas_search_insert after insert on ideas begin
      insert into ideas_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger ideas_search_delete after delete on ideas begin
      insert into ideas_search(ideas_search, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(
      db,
    );
    await sql`create trigger ideas_search_update after update of search_text on ideas begin
      insert into ideas_search(ideas_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into ideas_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists ideas_search`.execute(db);
  for (const table of ['internships', 'projects', 'ideas']) await db.schema.dropTable(table).execute();
}
