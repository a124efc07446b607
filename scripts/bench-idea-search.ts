// Benchmark, not a test: the post searches (docs/decisions/020-post-search-and-list-versions.md).
// 1. Seeds 100,000 approved ideas, projects and internships into a temporary SQLite database and times
//    the searches through the real app (app.inject): p50/p95 per query, answered from the kept answer
//    ("kept") and right after a change to the list ("fresh": the search and its count run every time).
// 2. Over 10,000 projects and internships, the production server under 100 connections against the
//    bare-Fastify reference of `npm run bench`, measured right before each route (autocannon).
// Run: npm run bench:ideas   (IDEAS=…, POSTS=…, HTTP_POSTS=…, RUNS=…, DURATION=… change the sizes;
// ONLY=ideas|posts|http runs one part)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import autocannon from 'autocannon';
import {
  ideaSearchText,
  internshipSearchText,
  projectSearchText,
} from '#server/features/opportunities/repository';
import { prepareBenchDatabase } from './bench-support/bench-data';
import {
  ensureBuilt,
  makeDataDir,
  startHelloServer,
  startProductionServer,
  type ChildServer,
} from './bench-support/production-server';
import { freePort } from '#server/test-support/smtp-test-server';
import { userRow } from '#server/test-support/user-rows';

const IDEAS = Number(process.env.IDEAS ?? 100_000);
const POSTS = Number(process.env.POSTS ?? 100_000);
const HTTP_POSTS = Number(process.env.HTTP_POSTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 50);
const DURATION = Number(process.env.DURATION ?? 5);
const ONLY = process.env.ONLY ?? '';
const runs = (part: string) => ONLY === '' || ONLY === part;

const WORDS = (
  'solar water sensor drone campus robot farm health battery cloud ledger market food waste textile ' +
  'bridge traffic school library clinic vaccine rural mobile payment language voice vision grid ' +
  'carbon plastic compost bicycle parking safety hostel canteen printer quantum'
).split(' ');
const TAGS = [
  'AgriTech',
  'CleanTech',
  'EdTech',
  'HealthTech',
  'FinTech',
  'Robotics',
  'AI',
  'IoT',
  'Mobility',
];
const NAMES = ['Ravi Kumar', 'Ananya Rao', 'Meera Iyer', 'Arjun Shah', 'Priya Nair', 'Kabir Singh'];

const SKILLS = ['Python', 'React', 'C++', 'Figma', 'SQL', 'Statistics', 'Soldering', 'PyTorch', 'Kotlin'];
const PLACES = ['Remote', 'Pune', 'Bengaluru (Hybrid)', 'Mumbai', 'Hyderabad (On-site)'];
const ROLES = ['Embedded engineer', 'Data analyst', 'Frontend developer', 'Field researcher', 'Designer'];

/** A small deterministic generator, so every run searches the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ideas-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'silent' }),
  database: { kind: 'sqlite' as const, file: path.join(dir, 'bench.sqlite') },
  mailWorker: false,
};
const app = await buildApp(config, { logger: false });
await app.ready();

console.log(
  `Load: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1, 5, 15 min) on ${os.cpus().length} cores\n`,
);
try {
  if (runs('ideas')) await benchIdeas();
  if (runs('posts')) await benchPosts();
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (runs('http')) await benchHttp();

async function benchIdeas() {
  const seedStarted = performance.now();
  const { id: ownerId } = await app.db
    .insertInto('users')
    .values(userRow('bench@example.org', 'Bench', new Date().toISOString()))
    .returning('id')
    .executeTakeFirstOrThrow();
  const next = random(42);
  const start = Date.parse('2024-01-01T00:00:00Z');
  const BATCH = 500;
  for (let offset = 0; offset < IDEAS; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, IDEAS - offset) }, (_, i) => {
      const n = offset + i;
      const words = Array.from({ length: 30 }, () => pick(next, WORDS));
      const row = {
        owner_id: ownerId,
        title: `${pick(next, WORDS)} ${pick(next, WORDS)} idea ${n}`,
        description: words.join(' '),
        owner_name: pick(next, NAMES),
        designation: pick(next, ['Student', 'Professor', 'Founder', 'Researcher']),
        main_tag: pick(next, TAGS),
        extra_tags_json: JSON.stringify([pick(next, TAGS), pick(next, WORDS)]),
        contact: '+91 98765 43210',
        created_at: new Date(start + n * 60_000).toISOString(),
        // Nine in ten are approved, like a site where most posts pass review.
        status: (n % 10 === 0 ? 'pending' : 'approved') as 'pending' | 'approved',
        review_reason: null,
        reviewed_at: null,
        reviewed_by: null,
      };
      return { ...row, search_text: ideaSearchText(row) };
    });
    await app.db.insertInto('ideas').values(rows).execute();
  }
  console.log(
    `Seeded ${IDEAS.toLocaleString('en')} ideas in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const queries = [
    ['common word', 'solar'],
    ['tag', 'agritech'],
    ['owner name', 'ananya'],
    ['rare (one row)', 'idea 77777'],
    ['no match', 'zeppelin'],
    ['no search', ''],
  ] as const;
  console.log(`\n${RUNS} requests each, GET /api/ideas?q=…&pageSize=12 through app.inject:\n`);
  console.log('query'.padEnd(18), 'matches'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  for (const [label, q] of queries) {
    const url = `/api/ideas?q=${encodeURIComponent(q)}`;
    const warm = await app.inject({ method: 'GET', url });
    const total = warm.json<{ total: number }>().total;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      label.padEnd(18),
      String(total).padStart(8),
      percentile(times, 50).toFixed(1).padStart(8),
      percentile(times, 95).toFixed(1).padStart(8),
    );
  }
}

/** 100,000 approved projects and internships, then each search kept and fresh. */
async function benchPosts() {
  const seedStarted = performance.now();
  const { id: ownerId } = await app.db
    .insertInto('users')
    .values(userRow('posts@example.org', 'Posts', new Date().toISOString()))
    .returning('id')
    .executeTakeFirstOrThrow();
  const next = random(7);
  const start = Date.parse('2024-01-01T00:00:00Z');
  const BATCH = 500;
  for (let offset = 0; offset < POSTS; offset += BATCH) {
    const size = Math.min(BATCH, POSTS - offset);
    const common = (n: number) => ({
      owner_id: ownerId,
      created_at: new Date(start + n * 60_000).toISOString(),
      // Nine in ten are approved.
      status: (n % 10 === 0 ? 'pending' : 'approved') as 'pending' | 'approved',
      review_reason: null,
      reviewed_at: null,
      reviewed_by: null,
    });
    const internships = Array.from({ length: size }, (_, i) => {
      const n = offset + i;
      const row = {
        ...common(n),
        title: `${pick(next, ROLES)} intern ${n}`,
        company: `${pick(next, NAMES).split(' ')[1]} ${pick(next, WORDS)} labs`,
        location: pick(next, PLACES),
        type: (next() < 0.5 ? 'Full-time' : 'Part-time') as 'Full-time' | 'Part-time',
        duration: `${1 + Math.floor(next() * 6)} months`,
        stipend: next() < 0.2 ? 0 : 5_000 + Math.floor(next() * 20) * 1_000,
        description: Array.from({ length: 20 }, () => pick(next, WORDS)).join(' '),
        requirements: `${pick(next, SKILLS)}\n${pick(next, SKILLS)}\n${pick(next, WORDS)} coursework`,
        apply_link: 'https://example.org/apply',
        contact: 'jobs@example.org',
      };
      return { ...row, search_text: internshipSearchText(row) };
    });
    await app.db.insertInto('internships').values(internships).execute();
    const projects = Array.from({ length: size }, (_, i) => {
      const n = offset + i;
      const row = {
        ...common(n),
        project_title: `${pick(next, WORDS)} ${pick(next, WORDS)} project ${n}`,
        by_whom: pick(next, NAMES),
        contact: 'lab@example.org',
        description: Array.from({ length: 20 }, () => pick(next, WORDS)).join(' '),
        work_type: pick(next, ['Remote', 'On-site', 'Hybrid'] as const),
        requirements: `${pick(next, SKILLS)}, ${pick(next, SKILLS)}`,
        application_link: 'https://example.org/apply',
      };
      return { ...row, search_text: projectSearchText(row) };
    });
    await app.db.insertInto('projects').values(projects).execute();
  }
  console.log(
    `\nSeeded ${POSTS.toLocaleString('en')} internships and as many projects in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const queries = [
    ['internships', 'skill', 'python'],
    ['internships', 'place', 'remote'],
    ['internships', 'two words', 'python remote'],
    ['internships', 'type', 'full-time'],
    ['internships', 'rare (one row)', 'intern 77777'],
    ['internships', 'no match', 'zeppelin'],
    ['projects', 'skill', 'python'],
    ['projects', 'two words', 'react hybrid'],
    ['projects', 'rare (one row)', 'project 77777'],
  ] as const;
  console.log(`\n${RUNS} requests each through app.inject; fresh: the list changed before each request\n`);
  console.log(
    'list'.padEnd(12),
    'query'.padEnd(16),
    'matches'.padStart(8),
    'kept p50'.padStart(9),
    'kept p95'.padStart(9),
    'fresh p50'.padStart(10),
    'fresh p95'.padStart(10),
  );
  const worst = { fresh: 0, kept: 0 };
  for (const [list, label, q] of queries) {
    const url = `/api/${list}?q=${encodeURIComponent(q)}`;
    const total = (await app.inject({ method: 'GET', url })).json<{ total: number }>().total;
    const time = async (fresh: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // A change to the list moves its version: the next request searches and counts again.
        if (fresh)
          await app.db
            .updateTable('post_list_versions')
            .set((eb) => ({ version: eb('version', '+', 1) }))
            .where('list', '=', list)
            .execute();
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      }
      return times.sort((a, b) => a - b);
    };
    const kept = await time(false);
    const fresh = await time(true);
    worst.kept = Math.max(worst.kept, percentile(kept, 95));
    worst.fresh = Math.max(worst.fresh, percentile(fresh, 95));
    console.log(
      list.padEnd(12),
      label.padEnd(16),
      String(total).padStart(8),
      percentile(kept, 50).toFixed(1).padStart(9),
      percentile(kept, 95).toFixed(1).padStart(9),
      percentile(fresh, 50).toFixed(1).padStart(10),
      percentile(fresh, 95).toFixed(1).padStart(10),
    );
  }
  console.log(
    `\nTarget p95 < 50 ms over ${POSTS.toLocaleString('en')} rows: kept ${worst.kept < 50 ? 'met' : 'MISSED'} ` +
      `(worst ${worst.kept.toFixed(1)} ms), fresh ${worst.fresh < 50 ? 'met' : 'MISSED'} (worst ${worst.fresh.toFixed(1)} ms)`,
  );
}

/** requests/s of `url` under 100 connections, after a 2 s warm-up. */
async function requestsPerSecond(url: string): Promise<{ rps: number; p99: number }> {
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  const options = {
    url,
    connections: 100,
    setupClient: (client: { pipelinedRequests: { addBody: (data: Buffer) => void } }) => {
      client.pipelinedRequests.addBody = () => {};
    },
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The searches over 10,000 rows through the production server, each beside the bare-Fastify reference. */
async function benchHttp() {
  const dataDir = makeDataDir('bench-search-');
  const servers: ChildServer[] = [];
  try {
    await ensureBuilt();
    const sqliteFile = path.join(dataDir, 'centre.sqlite');
    await prepareBenchDatabase(sqliteFile, { events: 0, internships: HTTP_POSTS, projects: HTTP_POSTS });
    const hello = await startHelloServer();
    servers.push(hello);
    const site = await startProductionServer({ sqliteFile, smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    servers.push(site);
    const routes = [
      '/api/internships?q=python',
      '/api/internships?q=python%20remote',
      '/api/internships?q=intern',
      '/api/projects?q=python',
      '/api/projects?q=drone',
    ];
    console.log(
      `\n${HTTP_POSTS.toLocaleString('en')} approved internships and projects, production server, 100 connections, ` +
        `${DURATION} s per route after 2 s; load ${os.loadavg()[0]!.toFixed(2)}\n`,
    );
    console.log(
      'route'.padEnd(38),
      'req/s'.padStart(7),
      'p99 ms'.padStart(7),
      'ref req/s'.padStart(10),
      'vs ref'.padStart(7),
    );
    for (const route of routes) {
      const reference = await requestsPerSecond(`${hello.baseUrl}/`);
      const measured = await requestsPerSecond(`${site.baseUrl}${route}`);
      const ratio = measured.rps / reference.rps;
      console.log(
        route.padEnd(38),
        measured.rps.toFixed(0).padStart(7),
        String(measured.p99).padStart(7),
        reference.rps.toFixed(0).padStart(10),
        ratio.toFixed(2).padStart(7),
        ratio >= 0.5 ? 'met' : 'MISSED',
      );
    }
    console.log(
      `\nLoad after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
