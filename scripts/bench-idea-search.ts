// Benchmark, not a test: seeds 100,000 approved ideas into a temporary SQLite database and times
// the Wall of Ideas search (GET /api/ideas?q=…) through the real app. Prints p50/p95 per query.
// Run: npm run bench:ideas   (IDEAS=… and RUNS=… change the sizes)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { ideaSearchText } from '#server/features/opportunities/repository';
import { userRow } from '#server/test-support/user-rows';

const IDEAS = Number(process.env.IDEAS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 50);

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

try {
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
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
