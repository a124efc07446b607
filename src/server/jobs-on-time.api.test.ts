import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import type { CentreEvent } from '#common/events';
import { ADMIN_EMAIL, VALID_FIELDS, multipart, pngImage } from '#server/features/events/test-helpers';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { useRunnerClock, type RunnerInstance } from '#server/test-support/runner-clock';
import { createTestDatabase, testDialect } from '#server/test-support/test-app';

// docs/reliability.md: every scheduled job runs within one poll of its due time, through three days of a
// busy event, across a restart and (on PostgreSQL) with two instances running jobs on one database, with time
// moved as src/server/test-support/runner-clock.ts says: the test never runs a job itself.

/**
 * A longer poll than the 5 s default only to keep three days to a few hundred steps (each step waits for every
 * run to settle on both instances); the rule is the same, and no job in the story is due within ten minutes of
 * another that depends on it.
 */
const POLL_MS = 600_000;
const HOUR = 60 * 60_000;
const T0 = Date.parse('2031-05-17T00:00:00.000Z');
const at = (hours: number) => T0 + hours * HOUR;

const runner = useRunnerClock({ pollMs: POLL_MS });

/** Jobs not run although they have been due for more than a poll (due, or created after their due time). */
async function overdueJobs(app: FastifyInstance, now: number) {
  const rows = await app.db
    .selectFrom('jobs')
    .select(['unique_key', 'due_at', 'created_at', 'status'])
    .where('status', 'in', ['pending', 'running'])
    .where('due_at', '<', new Date(now - POLL_MS).toISOString())
    .execute();
  return rows.filter((row) => now - Math.max(Date.parse(row.due_at), Date.parse(row.created_at)) > POLL_MS);
}

/** Moments a runner timer fired. */
let steps = 0;

async function expectNoneOverdue(instances: RunnerInstance[]): Promise<void> {
  const now = Date.now();
  expect(await overdueJobs(instances[0]!.app, now), `at ${new Date(now).toISOString()}`).toEqual([]);
}

/** Moves the clock from one runner timer to the next up to `until`, checking after each that no job is overdue. */
async function runUntil(instances: RunnerInstance[], until: number): Promise<void> {
  await runner.runUntil(instances, until, async () => {
    steps += 1;
    await expectNoneOverdue(instances);
  });
  await expectNoneOverdue(instances);
}

async function createEvent(app: FastifyInstance, admin: SignedIn, fields: Record<string, string>) {
  const form = await multipart({ ...VALID_FIELDS, ...fields }, { bytes: await pngImage(64, 48) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { event: CentreEvent }).event;
}

async function act(app: FastifyInstance, who: SignedIn, method: 'POST' | 'DELETE', url: string) {
  const response = await app.inject({
    method,
    url,
    headers: { ...who.headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
}

it(
  testDialect === 'postgres'
    ? 'runs every job within a poll of its due time for three days: two instances, one restarted'
    : 'runs every job within a poll of its due time for three days, across a restart',
  async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const database = await createTestDatabase(testDialect, { migrated: true });
    runner.afterTest(() => database.drop());
    const instances: RunnerInstance[] = [];
    runner.afterTest(() => Promise.all(instances.map((instance) => instance.app.close())));
    instances.push(await runner.startInstance(database, { adminEmails: [ADMIN_EMAIL] }));
    if (testDialect === 'postgres')
      instances.push(await runner.startInstance(database, { adminEmails: [ADMIN_EMAIL] }));
    // Requests alternate between the instances, as behind a load balancer.
    let turn = 0;
    const app = () => instances[turn++ % instances.length]!.app;

    const admin = await signIn(app(), ADMIN_EMAIL);
    const people = new Map<string, SignedIn>();
    for (const name of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'q1', 'q2', 'q3'])
      people.set(name, await signIn(app(), `${name}@example.org`, name.toUpperCase()));
    const person = (name: string) => people.get(name)!;
    // Two seats on the third day at 10:00 (04:30 UTC, hour 52.5); one seat on the evening of that day
    // at 18:00 (12:30 UTC, hour 60.5).
    const morning = await createEvent(app(), admin, {
      name: 'Morning pitch',
      registration_mode: 'site',
      registration_link: '',
      attendees: '2',
      start_date: '2031-05-19',
      end_date: '2031-05-19',
      time: '10:00 AM - 1:00 PM',
    });
    const evening = await createEvent(app(), admin, {
      name: 'Evening mixer',
      registration_mode: 'site',
      registration_link: '',
      attendees: '1',
      start_date: '2031-05-19',
      end_date: '2031-05-19',
      time: '6:00 PM - 8:00 PM',
    });
    const seats = (event: CentreEvent) => `/api/events/${event.id}/registrations`;

    // What people do, hour by hour; between these moments only the runners act.
    const timeline: [hours: number, action: () => Promise<void>][] = [
      [
        1,
        async () => {
          for (const name of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'])
            await act(app(), person(name), 'POST', seats(morning));
          for (const name of ['q1', 'q2', 'q3']) await act(app(), person(name), 'POST', seats(evening));
        },
      ],
      // p3 is offered the seat until hour 26 and lets it lapse; the lapse offers it to p4 until hour 50.
      [2, () => act(app(), person('p1'), 'DELETE', `${seats(morning)}/me`)],
      [5, () => act(app(), person('p7'), 'POST', seats(morning))],
      // q2 is offered the evening seat until hour 44; its lapse offers it to q3, who claims it.
      [20, () => act(app(), person('q1'), 'DELETE', `${seats(evening)}/me`)],
      // After p2's 24-hour reminder (hour 28.5): p5 is offered the seat until the start and claims it.
      [30, () => act(app(), person('p2'), 'DELETE', `${seats(morning)}/me`)],
      [31, () => act(app(), person('p5'), 'POST', `${seats(morning)}/me/claim`)],
      [
        36,
        async () => {
          // A restart: the last instance closes, a new one starts on the same database.
          const stopped = instances.pop()!;
          await stopped.app.close();
          instances.push(await runner.startInstance(database, { adminEmails: [ADMIN_EMAIL] }));
        },
      ],
      [45, () => act(app(), person('q3'), 'POST', `${seats(evening)}/me/claim`)],
    ];
    for (const [hours, action] of timeline) {
      await runUntil(instances, at(hours));
      // The operator's view agrees: nothing has waited past a poll.
      const health = await app().inject({ method: 'GET', url: '/api/health' });
      expect(
        health.json<{ jobs: { oldestOverdueSeconds: number } }>().jobs.oldestOverdueSeconds,
      ).toBeLessThanOrEqual(POLL_MS / 1000);
      await action();
    }
    await runUntil(instances, at(72));

    // Every job due in the three days ran once, within a poll of its due time (or of its scheduling).
    // The runners looked at least once a poll all along (the clock stops only where a runner's timer fires).
    expect(steps).toBeGreaterThanOrEqual((72 * HOUR) / POLL_MS);
    const db = instances[0]!.app.db;
    const jobs = await db
      .selectFrom('jobs')
      .select(['unique_key', 'kind', 'status', 'attempts', 'due_at', 'created_at', 'finished_at'])
      .execute();
    const ran = jobs.filter((job) => job.status === 'done');
    const late = ran.filter(
      (job) =>
        Date.parse(job.finished_at!) - Math.max(Date.parse(job.due_at), Date.parse(job.created_at)) > POLL_MS,
    );
    expect(late).toEqual([]);
    expect(ran.filter((job) => job.attempts !== 1)).toEqual([]);
    expect(jobs.filter((job) => job.status === 'failed' || job.status === 'running')).toEqual([]);
    const ranOf = (kind: string) => ran.filter((job) => job.kind === kind).length;
    // Four lapsed offers (p3, p4, q2 and p6's at the start); three reminders (p2 24 h; p5 and q3 1 h).
    expect(ranOf('event-offer-expiry')).toBe(4);
    expect(ranOf('event-reminder')).toBe(3);
    // The daily work ran each of the three days (digests, summaries, the KPI check, the metrics' snapshot).
    for (const kind of ['alert-digests', 'admin-daily-summary', 'owner-daily-digest', 'metric-snapshot'])
      expect(ranOf(kind), kind).toBeGreaterThanOrEqual(3);
    expect(ranOf('kpi-reminders')).toBeGreaterThanOrEqual(2);

    // The effects, each once: one offer mail per person offered, one reminder per reminder due.
    const mails = await db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute();
    const count = (name: string, subject: string) =>
      mails.filter((mail) => mail.to_address === person(name).email && mail.subject.startsWith(subject))
        .length;
    for (const name of ['p3', 'p4', 'p5', 'p6', 'q2', 'q3'])
      expect(count(name, 'A seat is free'), name).toBe(1);
    for (const name of ['p1', 'p7', 'q1']) expect(count(name, 'A seat is free'), name).toBe(0);
    for (const name of ['p2', 'p5', 'q3']) expect(count(name, 'Reminder:'), name).toBe(1);
    for (const name of ['p1', 'p3', 'p4', 'p6', 'q1', 'q2']) expect(count(name, 'Reminder:'), name).toBe(0);
  },
);
