// Benchmark, not a test: the daily alert digests (docs/product.md#search-alerts) over 10,000 saved
// searches and 100,000 posts, of which 500 were approved since the last run
// (docs/performance.md#alert-digests). Times the run through the real jobs (the run job and one job per
// person, as the server runs them) and checks its outcome: the mails queued and the posts they count
// against what the generated data says must match (each post carries one keyword; each search asks for one).
// Run: npm run bench:alerts   (SEARCHES=…, POSTS=…, NEW_POSTS=…; DATABASE_URL=postgres://…/postgres
// runs it on a scratch PostgreSQL database made there and dropped after)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AlertList } from '#common/alerts';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { nextPeriod, scheduleDigestRuns } from '#server/features/alerts/digests';
import {
  internshipSearchText,
  projectSearchText,
  searchText,
} from '#server/features/opportunities/repository';
import { createTestDatabase, testConfig } from '#server/test-support/test-app';
import { userRow } from '#server/test-support/user-rows';

const SEARCHES = Number(process.env.SEARCHES ?? 10_000);
const POSTS = Number(process.env.POSTS ?? 100_000);
const NEW_POSTS = Number(process.env.NEW_POSTS ?? 500);
const SEARCHES_PER_PERSON = 5;
const KEYWORDS = 1_000;
const BATCH = 500;
const LISTS: AlertList[] = ['ideas', 'projects', 'internships'];
const PROJECT_PLACES = ['Remote', 'On-site', 'Hybrid'] as const;
const INTERNSHIP_TYPES = ['Full-time', 'Part-time'] as const;

// A fixed seed: every run builds the same data, so runs compare.
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** Fixed width between letters: no keyword contains another. */
const keyword = (n: number) => `kw${String(n).padStart(4, '0')}z`;

interface Post {
  list: AlertList;
  keyword: string;
  /** The project's place or the internship's type; '' for ideas. */
  filter: string;
}
interface Search {
  person: number;
  list: AlertList;
  q: string;
  filter: string;
  paused: boolean;
}

function newPost(): Post {
  const list = pick(LISTS);
  return {
    list,
    keyword: keyword(Math.floor(random() * KEYWORDS)),
    filter: list === 'projects' ? pick(PROJECT_PLACES) : list === 'internships' ? pick(INTERNSHIP_TYPES) : '',
  };
}

function newSearch(person: number): Search {
  const list = pick(LISTS);
  const filter =
    list === 'ideas'
      ? 'All'
      : random() < 0.5
        ? 'All'
        : list === 'projects'
          ? pick(PROJECT_PLACES)
          : pick(INTERNSHIP_TYPES);
  // One in 50 saves the whole list (no text), one in 20 is paused.
  const q = random() < 0.02 ? '' : keyword(Math.floor(random() * KEYWORDS));
  return { person, list, q, filter, paused: random() < 0.05 };
}

async function insertPosts(db: Database, posts: Post[], status: 'approved' | 'pending', now: string) {
  const base = (post: Post, n: number) => ({
    owner_id: 1,
    contact: 'owner@example.org',
    created_at: now,
    status,
    title: `Post ${n} about ${post.keyword}`,
  });
  const ids: Record<AlertList, number[]> = { ideas: [], projects: [], internships: [], calls: [] };
  for (let start = 0; start < posts.length; start += BATCH) {
    const batch = posts.slice(start, start + BATCH).map((post, i) => ({ post, n: start + i }));
    const ideas = batch.filter(({ post }) => post.list === 'ideas');
    const projects = batch.filter(({ post }) => post.list === 'projects');
    const internships = batch.filter(({ post }) => post.list === 'internships');
    if (ideas.length > 0)
      for (const row of await db
        .insertInto('ideas')
        .values(
          ideas.map(({ post, n }) => {
            const row = {
              ...base(post, n),
              description: 'A description of the idea that says what it is about and why.',
              owner_name: `Student ${n}`,
              designation: 'Student',
              main_tag: 'General',
              extra_tags_json: '[]',
            };
            return {
              ...row,
              search_text: searchText([row.title, row.description, row.owner_name, 'Student', 'General']),
            };
          }),
        )
        .returning('id')
        .execute())
        ids.ideas.push(row.id);
    if (projects.length > 0)
      for (const row of await db
        .insertInto('projects')
        .values(
          projects.map(({ post, n }) => {
            const { title, ...rest } = base(post, n);
            const row = {
              ...rest,
              project_title: title,
              by_whom: `Lab ${n}`,
              description: 'A project that needs help.',
              work_type: post.filter as (typeof PROJECT_PLACES)[number],
              requirements: 'Curiosity',
              application_link: 'https://example.org/apply',
            };
            return { ...row, search_text: projectSearchText(row) };
          }),
        )
        .returning('id')
        .execute())
        ids.projects.push(row.id);
    if (internships.length > 0)
      for (const row of await db
        .insertInto('internships')
        .values(
          internships.map(({ post, n }) => {
            const row = {
              ...base(post, n),
              company: `Company ${n}`,
              location: 'Pune',
              type: post.filter as (typeof INTERNSHIP_TYPES)[number],
              duration: '3 months',
              stipend: 10_000,
              description: 'An internship.',
              requirements: 'Curiosity',
              apply_link: 'https://example.org/apply',
            };
            return { ...row, search_text: internshipSearchText(row) };
          }),
        )
        .returning('id')
        .execute())
        ids.internships.push(row.id);
  }
  return ids;
}

/** What the digests must hold, from the data alone: people mailed and posts counted per person. */
function expected(searches: Search[], fresh: Post[]) {
  const perPerson = new Map<number, number>();
  for (const search of searches) {
    if (search.paused) continue;
    const found = fresh.filter(
      (post) =>
        post.list === search.list &&
        (search.q === '' || post.keyword === search.q) &&
        (search.filter === 'All' || post.filter === search.filter),
    ).length;
    if (found > 0) perPerson.set(search.person, (perPerson.get(search.person) ?? 0) + found);
  }
  return perPerson;
}

async function bench(settings: Config['database']) {
  const app = await buildApp(testConfig(settings), { logger: false });
  await app.ready();
  try {
    const db = app.db;
    const now = new Date().toISOString();
    const prepared = performance.now();
    await db
      .insertInto('users')
      .values(userRow('owner@example.org', 'Post Owner', now))
      .execute();
    const old = Array.from({ length: POSTS - NEW_POSTS }, newPost);
    await insertPosts(db, old, 'approved', now);

    const people = Math.ceil(SEARCHES / SEARCHES_PER_PERSON);
    const personIds: number[] = [];
    for (let start = 0; start < people; start += BATCH)
      for (const row of await db
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(BATCH, people - start) }, (_, i) =>
            userRow(`student${start + i}@example.edu`, `Student ${start + i}`, now),
          ),
        )
        .returning('id')
        .execute())
        personIds.push(row.id);
    const searches = Array.from({ length: SEARCHES }, (_, n) => newSearch(n % people));
    // The searches start where the lists are now, as saving one does (alerts routes).
    const versions = Object.fromEntries(
      (await db.selectFrom('post_list_versions').select(['list', 'version']).execute()).map((row) => [
        row.list,
        Number(row.version),
      ]),
    ) as Record<AlertList, number>;
    for (let start = 0; start < searches.length; start += BATCH)
      await db
        .insertInto('search_alerts')
        .values(
          searches.slice(start, start + BATCH).map((search, i) => ({
            user_id: personIds[search.person]!,
            list: search.list,
            q: search.q,
            filter: search.filter,
            name: `Search ${start + i}`,
            frequency: 'daily' as const,
            paused: search.paused ? 1 : 0,
            high_water: versions[search.list],
            unsubscribe_token: `bench-token-${start + i}`.padEnd(43, 'x'),
            created_at: now,
          })),
        )
        .execute();

    // The new posts arrive pending and are approved, which numbers them in approval order (migration 0025).
    const fresh = Array.from({ length: NEW_POSTS }, newPost);
    const freshIds = await insertPosts(db, fresh, 'pending', now);
    for (const list of LISTS)
      for (let start = 0; start < freshIds[list].length; start += BATCH)
        await db
          .updateTable(list)
          .set({ status: 'approved', reviewed_at: now, reviewed_by: 'admin@example.org' })
          .where('id', 'in', freshIds[list].slice(start, start + BATCH))
          .execute();
    console.log(
      `${settings.kind}: ${POSTS} posts (${NEW_POSTS} newly approved), ${SEARCHES} saved searches of ${people} people ` +
        `prepared in ${((performance.now() - prepared) / 1000).toFixed(1)} s`,
    );

    const at = nextPeriod('daily', new Date(), app.config.centreTimezone).start;
    await scheduleDigestRuns(app, new Date(at.getTime() - 60_000));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let jobs = 0;
    for (let round = 0; round < 2; round += 1) jobs += await app.jobs.runDue(at);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;

    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', 'New posts for your alerts%')
      .execute();
    const want = expected(searches, fresh);
    const counted = mails.reduce((sum, mail) => sum + Number(/\((\d+)\)$/.exec(mail.subject)?.[1] ?? 0), 0);
    const wantCounted = [...want.values()].reduce((sum, count) => sum + count, 0);
    const emails = new Set(mails.map((mail) => mail.to_address));
    const wantEmails = new Set([...want.keys()].map((person) => `student${person}@example.edu`));
    const sameEmails = emails.size === wantEmails.size && [...emails].every((email) => wantEmails.has(email));
    const ok = mails.length === want.size && counted === wantCounted && sameEmails;
    console.log(
      `${settings.kind}: daily run ${seconds.toFixed(1)} s (${jobs} jobs, ${((seconds * 1000) / Math.max(1, jobs)).toFixed(1)} ms a job), ${cpuSeconds.toFixed(1)} s CPU in this process`,
    );
    console.log(
      `${settings.kind}: mails expected ${want.size}, queued ${mails.length}; posts counted expected ${wantCounted}, ` +
        `in the mails ${counted}; recipients ${sameEmails ? 'as expected' : 'DIFFER'} → ${ok ? 'OK' : 'MISMATCH'}` +
        `; under 60 s: ${seconds < 60 ? 'yes' : 'NO'}`,
    );
    return ok && seconds < 60;
  } finally {
    await app.close();
  }
}

const postgresUrl = process.env.DATABASE_URL;
let passed: boolean;
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await createTestDatabase('postgres');
  try {
    passed = await bench(database.settings);
  } finally {
    if (process.env.KEEP_DB) console.log(`kept ${JSON.stringify(database.settings)}`);
    else await database.drop();
  }
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'));
  try {
    passed = await bench({ kind: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
process.exitCode = passed ? 0 : 1;
