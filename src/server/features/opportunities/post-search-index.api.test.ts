import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Internship, ListPage, Project } from '#common/opportunities';
import { searchTerms } from '#common/search-terms';
import { buildApp } from '#server/app';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { signIn } from '#server/test-support/sign-in';
import { insertInternship, insertProject, searchInternships, searchProjects } from './repository';

// The lists search through an index on both engines, and keep their answers only until the list
// changes, on any server instance (docs/decisions/020-post-search-and-list-versions.md).
let t: TestApp;
let other: FastifyInstance;
let ownerId: number;
const at = (minute: number) => `2030-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database, as a second instance behind the same address would be.
  other = await buildApp(testConfig(t.database.settings), { logger: false });
  await other.ready();
  ownerId = (await signIn(t.app, 'owner@example.org')).id;
  for (let n = 0; n < 30; n += 1) {
    await insertInternship(t.app.db, {
      owner_id: ownerId,
      title: n % 2 === 0 ? `Robotics intern ${n}` : `Kitchen helper ${n}`,
      company: n % 3 === 0 ? 'Acme' : 'Globex',
      location: 'Pune',
      type: n % 2 === 0 ? 'Full-time' : 'Part-time',
      duration: '3 months',
      stipend: 1000,
      description: 'Anything',
      requirements: 'None',
      apply_link: 'https://example.org/jobs',
      contact: 'jobs@example.org',
      created_at: at(n),
    });
    await insertProject(t.app.db, {
      owner_id: ownerId,
      project_title: n % 2 === 0 ? `Drone survey ${n}` : `Soil study ${n}`,
      by_whom: 'Prof. Iyer',
      contact: 'p@example.org',
      description: 'Anything',
      work_type: 'Remote',
      requirements: 'None',
      application_link: 'https://example.org/apply',
      created_at: at(n),
    });
  }
  await t.app.db.updateTable('internships').set({ status: 'approved' }).execute();
  await t.app.db.updateTable('projects').set({ status: 'approved' }).execute();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function list<T>(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<ListPage<T>>();
}

describe('search through an index', () => {
  it('finds projects and internships through the trigram index (SQLite FTS5, PostgreSQL pg_trgm)', async () => {
    const internships = searchInternships(t.app.db, { q: 'robotics', type: 'All' }).select('id');
    const projects = searchProjects(t.app.db, { q: 'drone', location: 'All' }).select('id');
    if (testDialect === 'sqlite') {
      for (const [query, index] of [
        [internships, 'internships_search'],
        [projects, 'projects_search'],
      ] as const) {
        const compiled = query.compile();
        const rows = t.app.db.getExecutor().provideConnection((connection) =>
          connection.executeQuery<{ detail: string }>({
            ...compiled,
            sql: `explain query plan ${compiled.sql}`,
          }),
        );
        const detail = (await rows).rows.map((row) => row.detail).join('\n');
        expect(detail).toContain(`VIRTUAL TABLE INDEX`);
        expect(detail).toContain(index);
      }
    } else {
      // Among thousands of rows (added and rolled back here), the planner picks the trigram index.
      for (const [query, index] of [
        [internships, 'internships_search_trgm_idx'],
        [projects, 'projects_search_trgm_idx'],
      ] as const) {
        let detail = '';
        await t.app.db
          .transaction()
          .execute(async (trx) => {
            await sql`insert into internships (id, owner_id, title, company, location, type, duration,
                stipend, description, requirements, apply_link, contact, status, created_at, search_text)
              select -n, ${ownerId}, 'x', 'x', 'x', 'Full-time', 'x', 1, 'x', 'x', 'x', 'x', 'approved',
                '2030', 'filler ' || n from generate_series(1, 5000) n`.execute(trx);
            await sql`insert into projects (id, owner_id, project_title, by_whom, contact, description,
                work_type, requirements, application_link, status, created_at, search_text)
              select -n, ${ownerId}, 'x', 'x', 'x', 'x', 'Remote', 'x', 'x', 'approved', '2030', 'filler ' || n
              from generate_series(1, 5000) n`.execute(trx);
            await sql`analyze internships, projects`.execute(trx);
            const compiled = query.compile();
            const result = await trx.getExecutor().executeQuery<{ 'QUERY PLAN': string }>({
              ...compiled,
              sql: `explain ${compiled.sql}`,
            });
            detail = result.rows.map((row) => row['QUERY PLAN']).join('\n');
            throw new Error('roll back');
          })
          .catch((error: unknown) => {
            if (!(error instanceof Error) || error.message !== 'roll back') throw error;
          });
        expect(detail).toContain(index);
      }
    }
  });

  it('answers the same as a substring search of the stored text for every word', async () => {
    for (const q of [
      'robotics',
      'ROBOTICS INTERN 2',
      'acme',
      'kitchen',
      'in',
      'zz',
      'helper 2',
      'part-time 1',
    ]) {
      const page = await list<Internship>(t.app, `/api/internships?q=${encodeURIComponent(q)}&pageSize=50`);
      const rows = await t.app.db.selectFrom('internships').select(['title', 'search_text']).execute();
      const expected = rows
        .filter((row) => searchTerms(q).every((term) => row.search_text.includes(term)))
        .map((row) => row.title)
        .sort();
      expect(page.items.map((item) => item.title).sort(), q).toEqual(expected);
      expect(page.total, q).toBe(expected.length);
    }
    const projects = await list<Project>(t.app, '/api/projects?q=drone&pageSize=50');
    expect(projects.total).toBe(15);
  });

  it('keeps the project and internship indexes in step when a post changes or goes away', async () => {
    const target = await t.app.db
      .selectFrom('internships')
      .select('id')
      .where('title', '=', 'Kitchen helper 1')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('internships')
      .set({ search_text: 'barista\u001fglobex' })
      .where('id', '=', target.id)
      .execute();
    expect((await list<Internship>(t.app, '/api/internships?q=barista')).total).toBe(1);
    await t.app.db.deleteFrom('internships').where('id', '=', target.id).execute();
    expect((await list<Internship>(t.app, '/api/internships?q=barista')).total).toBe(0);
    const project = await t.app.db
      .selectFrom('projects')
      .select('id')
      .where('project_title', '=', 'Soil study 1')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('projects').where('id', '=', project.id).execute();
    expect((await list<Project>(t.app, '/api/projects?q=soil%20study%201&pageSize=50')).total).toBe(
      6, // 11, 13, 15, 17, 19 and 21: every word, anywhere in the post
    );
  });
});

describe('kept answers', () => {
  it('shows a change made through another server instance at once', async () => {
    const before = await list<Internship>(t.app, '/api/internships?q=acme&type=Full-time');
    // The other instance hides one of the listed posts.
    const hidden = before.items[0]!;
    await other.db
      .updateTable('internships')
      .set({ hidden_at: at(59) })
      .where('id', '=', hidden.id)
      .execute();
    const after = await list<Internship>(t.app, '/api/internships?q=acme&type=Full-time');
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(hidden.id);
    // And a new approval shows on both instances.
    await other.db.updateTable('internships').set({ hidden_at: null }).where('id', '=', hidden.id).execute();
    expect((await list<Internship>(t.app, '/api/internships?q=acme&type=Full-time')).total).toBe(
      before.total,
    );
    expect((await list<Internship>(other, '/api/internships?q=acme&type=Full-time')).total).toBe(
      before.total,
    );
  });

  it('raises a list’s version on every change to its table, and only its own', async () => {
    const versions = async () =>
      Object.fromEntries(
        (await t.app.db.selectFrom('post_list_versions').selectAll().execute()).map((row) => [
          row.list,
          Number(row.version),
        ]),
      );
    const start = await versions();
    await t.app.db.updateTable('projects').set({ review_reason: 'x' }).where('id', '=', -1).execute();
    await t.app.db.updateTable('projects').set({ review_reason: null }).execute();
    const after = await versions();
    expect(after.projects).toBeGreaterThan(start.projects!);
    expect(after.internships).toBe(start.internships);
    expect(after.ideas).toBe(start.ideas);
  });
});
