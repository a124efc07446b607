import type { Kysely } from 'kysely';

// Projects and internships are searched by what their cards show — skills, location, type, "paid" — not
// only by title and poster (docs/product.md#list-search-and-paging). New posts store that search text as
// they are written; this writes it for the posts stored before. The FTS5 triggers (SQLite) and the GIN
// index (PostgreSQL) follow the updated column. The text is built here and not imported: a migration
// must keep doing what it did when it shipped.

const SEPARATOR = '\u001f';
const BATCH = 500;

function joined(fields: string[]): string {
  return fields.map((field) => field.toLowerCase()).join(SEPARATOR);
}

function labelWords(label: string): string[] {
  return label.includes('-') ? [label, label.replaceAll('-', '')] : [label];
}

interface ProjectFields {
  id: number;
  project_title: string;
  by_whom: string;
  work_type: string;
  description: string;
  requirements: string;
}
interface InternshipFields {
  id: number;
  title: string;
  company: string;
  location: string;
  type: string;
  duration: string;
  stipend: number;
  description: string;
  requirements: string;
}

async function rewrite<Row extends { id: number }>(
  db: Kysely<unknown>,
  table: 'projects' | 'internships',
  columns: (keyof Row & string)[],
  text: (row: Row) => string,
): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, Row & { search_text: string }>>;
  let after = 0;
  for (;;) {
    const rows = (await untyped
      .selectFrom(table)
      .select(columns as never)
      .where('id', '>', after as never)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as unknown as Row[];
    if (rows.length === 0) return;
    for (const row of rows)
      await untyped
        .updateTable(table)
        .set({ search_text: text(row) } as never)
        .where('id', '=', row.id as never)
        .execute();
    after = rows.at(-1)!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite<ProjectFields>(
    db,
    'projects',
    ['id', 'project_title', 'by_whom', 'work_type', 'description', 'requirements'],
    (row) =>
      joined([
        row.project_title,
        row.by_whom,
        ...labelWords(row.work_type),
        row.description,
        row.requirements,
      ]),
  );
  await rewrite<InternshipFields>(
    db,
    'internships',
    ['id', 'title', 'company', 'location', 'type', 'duration', 'stipend', 'description', 'requirements'],
    (row) =>
      joined([
        row.title,
        row.company,
        row.location,
        ...labelWords(row.type),
        row.duration,
        Number(row.stipend) > 0 ? 'paid' : 'unpaid',
        row.description,
        row.requirements,
      ]),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite<ProjectFields>(db, 'projects', ['id', 'project_title', 'by_whom'], (row) =>
    joined([row.project_title, row.by_whom]),
  );
  await rewrite<InternshipFields>(db, 'internships', ['id', 'title', 'company'], (row) =>
    joined([row.title, row.company]),
  );
}
