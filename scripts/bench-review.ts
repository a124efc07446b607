// Benchmark, not a test: a call with 800 submitted applications and 25 reviewers in a temporary SQLite
// database, assigned 3 reviewers each through the real route, then every reviewer's queue
// (GET /api/review/queue), one review (GET /api/review/assignments/:id) and the ranking timed through the
// app. Budget: queue p95 < 50 ms (docs/performance.md#review-queue).
// Run: npm run bench:review   (APPLICATIONS=…, REVIEWERS=… and RUNS=… change the sizes)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { signIn } from '#server/test-support/sign-in';
import { userRow } from '#server/test-support/user-rows';

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 800);
const REVIEWERS = Number(process.env.REVIEWERS ?? 25);
const RUNS = Number(process.env.RUNS ?? 20);
const ADMIN = 'bench-admin@iic.example.edu';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-review-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'silent', ADMIN_EMAILS: ADMIN }),
  database: { kind: 'sqlite' as const, file: path.join(dir, 'bench.sqlite') },
  mailWorker: false,
};
const app = await buildApp(config, { logger: false });
await app.ready();

async function time(label: string, urls: { url: string; headers: Record<string, string> }[]) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1)
    for (const { url, headers } of urls) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
  times.sort((a, b) => a - b);
  console.log(
    label.padEnd(36),
    String(times.length).padStart(6),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
  );
}

try {
  const now = new Date().toISOString();
  const admin = await signIn(app, ADMIN, 'Bench Admin');
  await app.db
    .insertInto('programs')
    .values({
      slug: 'bench',
      title: 'Bench programme',
      duration: '',
      summary: '',
      features_json: '[]',
      position: 99,
    })
    .onConflict((c) => c.column('slug').doNothing())
    .execute();
  const { id: callId } = await app.db
    .insertInto('calls')
    .values({
      program_slug: 'bench',
      title: 'Bench call',
      opens_at: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      closes_at: new Date(Date.now() - 1000).toISOString(),
      review_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      questions_json: JSON.stringify([
        { id: 'pitch', type: 'long_text', label: 'Pitch', help: '', required: true },
      ]),
      rubric_json: JSON.stringify([
        { id: 'team', name: 'Team', description: '', weight: 3 },
        { id: 'market', name: 'Market', description: '', weight: 2 },
        { id: 'product', name: 'Product', description: '', weight: 1 },
      ]),
      blind: 0,
      created_by: ADMIN,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < APPLICATIONS; start += 200) {
    const count = Math.min(200, APPLICATIONS - start);
    const users = await app.db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) =>
          userRow(`founder${start + i}@startup${start + i}.example.com`, `Founder ${start + i}`, now),
        ),
      )
      .returning('id')
      .execute();
    await app.db
      .insertInto('call_applications')
      .values(
        users.map((user, i) => ({
          call_id: callId,
          user_id: user.id,
          status: 'submitted' as const,
          team_name: `Startup ${start + i}`,
          stage: 'Prototype',
          description: 'A startup that does something useful. '.repeat(20),
          team_size: 3,
          website: `https://startup${start + i}.example.com`,
          phone: '+91 90000 00000',
          answers_json: JSON.stringify({ pitch: 'Our pitch. '.repeat(50) }),
          created_at: now,
          updated_at: now,
          submitted_at: now,
        })),
      )
      .execute();
  }
  const reviewers = [];
  for (let i = 0; i < REVIEWERS; i += 1) {
    const reviewer = await signIn(app, `reviewer${i}@panel${i}.example.org`, `Reviewer ${i}`);
    await app.db
      .insertInto('role_grants')
      .values({ user_id: reviewer.id, role: 'reviewer', granted_at: now, granted_by: ADMIN })
      .execute();
    reviewers.push(reviewer);
  }
  const started = performance.now();
  const run = await app.inject({
    method: 'POST',
    url: `/api/calls/${callId}/assignments`,
    headers: admin.headers,
    payload: { reviewersPerApplication: 3, maxLoad: Math.ceil((APPLICATIONS * 3) / REVIEWERS) + 1 },
  });
  if (run.statusCode !== 200) throw new Error(run.body);
  console.log(
    `${APPLICATIONS} applications × 3 over ${REVIEWERS} reviewers assigned in ${(performance.now() - started).toFixed(0)} ms: ${run.json<{ message: string }>().message}`,
  );
  // A third of each queue reviewed, so the ranking has scores to calibrate.
  const firsts: { url: string; headers: Record<string, string> }[] = [];
  for (const [index, reviewer] of reviewers.entries()) {
    const queue = (
      await app.inject({ method: 'GET', url: '/api/review/queue', headers: reviewer.headers })
    ).json<{
      items: { id: number }[];
    }>();
    firsts.push({ url: `/api/review/assignments/${queue.items[0]!.id}`, headers: reviewer.headers });
    for (const item of queue.items.slice(0, Math.ceil(queue.items.length / 3))) {
      const score = ((item.id + index) % 5) + 1;
      await app.inject({
        method: 'PUT',
        url: `/api/review/assignments/${item.id}`,
        headers: reviewer.headers,
        payload: { scores: { team: score, market: 6 - score, product: 3 }, comment: 'Fine', note: '' },
      });
    }
  }
  console.log(`\n${RUNS} rounds, through app.inject:\n`);
  console.log('request'.padEnd(36), 'count'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  await time(
    'GET /api/review/queue (each reviewer)',
    reviewers.map((reviewer) => ({ url: '/api/review/queue', headers: reviewer.headers })),
  );
  await time('GET /api/review/assignments/:id', firsts);
  await time('GET /api/calls/:id/ranking (admin)', [
    { url: `/api/calls/${callId}/ranking`, headers: admin.headers },
  ]);
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
