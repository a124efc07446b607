// Benchmark, not a test: 500 people press Register at the same moment for an event with 100 seats, against
// the production build and the real server over HTTP (docs/performance.md#registration-rush).
// Prints the time for all 500 answers and their p50/p99 latency, and checks the outcome: exactly 100
// registered and 400 waitlisted, seats given in arrival order and waitlist places 1…400 in arrival order.
// Run: npm run bench:rush   (PEOPLE=…, SEATS=…; DATABASE_URL=postgres://… runs two server instances on
// one PostgreSQL database, the requests alternating between them)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RegistrantList, RegistrationAnswer } from '#common/event-registrations';
import type { CentreEvent } from '#common/events';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { multipart, pngImage } from '#server/features/events/test-helpers';
import { signIn } from '#server/test-support/sign-in';
import { freePort } from '#server/test-support/smtp-test-server';
import {
  BENCH_ADMIN_EMAIL,
  ensureBuilt,
  makeDataDir,
  startProductionServer,
  type ChildServer,
} from './bench-support/production-server';

const PEOPLE = Number(process.env.PEOPLE ?? 500);
const SEATS = Number(process.env.SEATS ?? 100);
const POSTGRES_URL = process.env.DATABASE_URL ?? '';

/** CPU seconds a process has used (user + system), from /proc: steadier than wall time on a shared machine. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The database with the event and every person's session, made before the servers start. */
async function prepare(sqliteFile: string) {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://localhost',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'Innovation & Incubation Centre <no-reply@iic.example.edu>',
      ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'silent',
      ...(POSTGRES_URL ? { DATABASE_URL: POSTGRES_URL } : { SQLITE_PATH: sqliteFile }),
    }),
    mailWorker: false,
  };
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const admin = await signIn(app, BENCH_ADMIN_EMAIL, 'Bench Admin');
    const form = await multipart(
      {
        name: `Registration rush ${new Date().toISOString()}`,
        description: 'A popular workshop: everyone registers the moment it opens.',
        category: 'workshop',
        start_date: '2099-06-01',
        end_date: '2099-06-01',
        time: '10:00 AM - 1:00 PM',
        location: 'Main auditorium',
        attendees: String(SEATS),
        registration_mode: 'site',
        registration_link: '',
      },
      { bytes: await pngImage(320, 180) },
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    if (created.statusCode !== 201) throw new Error(`Creating the event: ${created.body}`);
    const event = (created.json() as { event: CentreEvent }).event;
    const people: string[] = [];
    for (let n = 0; n < PEOPLE; n += 1)
      people.push((await signIn(app, `rush${n}-${event.id}@example.org`, `Person ${n}`)).headers.cookie);
    return { eventId: event.id, admin: admin.headers.cookie, people };
  } finally {
    await app.close();
  }
}

const dataDir = makeDataDir('bench-rush-');
const servers: ChildServer[] = [];
try {
  await ensureBuilt();
  const sqliteFile = path.join(dataDir, 'centre.sqlite');
  const { eventId, admin, people } = await prepare(sqliteFile);
  // Nothing listens there: confirmation mails wait in the outbox (their delivery is not measured).
  const smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
  const env: Record<string, string> = POSTGRES_URL ? { DATABASE_URL: POSTGRES_URL, SQLITE_PATH: '' } : {};
  const nodeArgs = process.env.CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`]
    : [];
  servers.push(await startProductionServer({ sqliteFile, smtpUrl, env, nodeArgs }));
  if (POSTGRES_URL) servers.push(await startProductionServer({ sqliteFile, smtpUrl, env, nodeArgs }));
  const engine = POSTGRES_URL ? 'PostgreSQL, two server instances' : 'SQLite, one server';
  console.log(`${PEOPLE} simultaneous registrations for ${SEATS} seats (${engine})\n`);

  const latencies: number[] = [];
  const cpuBefore = servers.map((server) => cpuSeconds(server.pid));
  const started = performance.now();
  const answers = await Promise.all(
    people.map(async (cookie, n) => {
      const sent = performance.now();
      const response = await fetch(
        `${servers[n % servers.length]!.baseUrl}/api/events/${eventId}/registrations`,
        {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: '{}',
        },
      );
      const body = await response.text();
      latencies.push(performance.now() - sent);
      if (response.status !== 201) throw new Error(`Person ${n}: ${response.status} ${body}`);
      return (JSON.parse(body) as RegistrationAnswer).registration;
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = servers.reduce((sum, server, n) => sum + cpuSeconds(server.pid) - cpuBefore[n]!, 0);
  latencies.sort((a, b) => a - b);

  // The outcome, as the server recorded it: the admin list is in arrival order.
  const listed = await fetch(`${servers[0]!.baseUrl}/api/events/${eventId}/registrations`, {
    headers: { cookie: admin },
  });
  const { items } = (await listed.json()) as RegistrantList;
  const registered = items.filter((row) => row.state === 'registered').length;
  const waitlisted = items.filter((row) => row.state === 'waitlisted');
  const problems = [
    registered !== SEATS && `${registered} registered, not ${SEATS}`,
    waitlisted.length !== PEOPLE - SEATS && `${waitlisted.length} waitlisted, not ${PEOPLE - SEATS}`,
    items.slice(0, SEATS).some((row) => row.state !== 'registered') &&
      'a seat went to someone who arrived after a person now waiting',
    waitlisted.some((row, index) => row.waitlist_position !== index + 1) &&
      'waitlist places are not 1, 2, 3… in arrival order',
    answers.filter((row) => row.state === 'registered').length !== SEATS &&
      'the answers do not say registered exactly as often as there are seats',
  ].filter(Boolean);

  console.log(`all ${PEOPLE} answered in ${(elapsed / 1000).toFixed(2)} s`);
  console.log(
    `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
      `max ${latencies[latencies.length - 1]!.toFixed(0)} ms`,
  );
  console.log(`server CPU ${cpu.toFixed(2)} s (${((cpu * 1000) / PEOPLE).toFixed(1)} ms a registration)`);
  console.log(`machine load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log(`outcome: ${registered} registered, ${waitlisted.length} waitlisted in arrival order`);
  const targets = `target: all within 5 s (${elapsed < 5000 ? 'met' : 'missed'}), p99 < 1 s (${
    percentile(latencies, 99) < 1000 ? 'met' : 'missed'
  })`;
  console.log(targets);
  if (problems.length > 0) {
    console.error(`\nWRONG OUTCOME: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
