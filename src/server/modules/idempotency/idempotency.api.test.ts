import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '#common/idempotency';
import type { IdeaPostInput } from '#common/opportunities';
import { buildApp } from '#server/app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import {
  createTestDatabase,
  probeSchema,
  testConfig,
  testDialect,
  type TestDatabase,
} from '#server/test-support/test-app';
import { KEY_LIFETIME_MS, SAME_CREATE_MS, WAIT_FOR_FIRST_MS } from './idempotency';

// docs/decisions/036-idempotent-submissions.md: a submission counts once, however often it arrives.

const IDEA: IdeaPostInput = {
  title: 'Solar-powered cold storage',
  mainTag: 'CleanTech',
  description: 'A low-cost cold room for farmers, powered by rooftop solar.',
  ownerName: 'Ravi Kumar',
  designation: 'B.Tech student',
  contact: '+91 98765 43210',
  extraTags: 'agriculture, solar',
};

let database: TestDatabase;
let app: FastifyInstance;
/** Opened by a test to let the slow probe answer. */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
let failuresLeft = 0;
let probeRuns = 0;
let people = 0;

async function startApp(settings: TestDatabase['settings']): Promise<FastifyInstance> {
  const built = await buildApp(testConfig(settings), { logger: false });
  // Probes for what no real route does on demand: run slowly, or fail with a 500.
  built.post('/api/probe/slow', { config: { access: 'user' }, schema: probeSchema }, async () => {
    probeRuns += 1;
    await gate;
    return { run: probeRuns };
  });
  built.post('/api/probe/flaky', { config: { access: 'user' }, schema: probeSchema }, async () => {
    probeRuns += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('a failure of the moment');
    }
    return { run: probeRuns };
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase(testDialect, { migrated: true });
  app = await startApp(database.settings);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A new person for each test: the posting rate limit counts per person. */
const person = () => signIn(app, `person${++people}@example.org`, `Person ${people}`);

function postIdea(on: FastifyInstance, who: SignedIn, key?: string, body: IdeaPostInput = IDEA) {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/ideas',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  };
  return on.inject(options);
}

async function ideasOf(on: FastifyInstance, who: SignedIn) {
  return on.db.selectFrom('ideas').select(['id', 'title']).where('owner_id', '=', who.id).execute();
}

describe('an Idempotency-Key', () => {
  it('answers a repeat with the first answer, status and body, and stores one idea', async () => {
    const who = await person();
    const first = await postIdea(app, who, 'key-one');
    const again = await postIdea(app, who, 'key-one');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotency-status']).toBe('replayed');
    expect(first.headers['idempotency-status']).toBeUndefined();
    expect(await ideasOf(app, who)).toHaveLength(1);
  });

  it('makes one idea of two simultaneous requests with the same key', async () => {
    const who = await person();
    const [one, two] = await Promise.all([postIdea(app, who, 'double'), postIdea(app, who, 'double')]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(await ideasOf(app, who)).toHaveLength(1);
  });

  it('refuses the key sent again with a different body with 422, and stores nothing more', async () => {
    const who = await person();
    expect((await postIdea(app, who, 'edited')).statusCode).toBe(201);
    const changed = await postIdea(app, who, 'edited', { ...IDEA, title: 'Another idea entirely' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await ideasOf(app, who)).toHaveLength(1);
  });

  it('is one person’s: another person’s same key is their own submission', async () => {
    const [ana, ben] = [await person(), await person()];
    const forAna = await postIdea(app, ana, 'shared-key');
    const forBen = await postIdea(app, ben, 'shared-key');
    expect(forBen.json().id).not.toBe(forAna.json().id);
    expect(await ideasOf(app, ana)).toHaveLength(1);
    expect(await ideasOf(app, ben)).toHaveLength(1);
  });

  it('refuses a key that is not 1 to 255 visible characters with 400', async () => {
    const who = await person();
    const tooLong = await postIdea(app, who, 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    expect(await ideasOf(app, who)).toHaveLength(0);
  });

  it('keeps no answer of 500: the retry runs again and its answer is kept', async () => {
    const who = await person();
    failuresLeft = 1;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/probe/flaky',
        headers: { ...who.headers, 'idempotency-key': 'f' },
      });
    expect((await send()).statusCode).toBe(500);
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    const again = await send();
    expect(again.json()).toEqual(retried.json());
    expect(again.headers['idempotency-status']).toBe('replayed');
  });

  it('lets a repeat wait for the first answer, or answer 409 "in progress" when the first takes long', async () => {
    const who = await person();
    gate = new Promise((resolve) => (openGate = resolve));
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/probe/slow',
        headers: { ...who.headers, 'idempotency-key': 's' },
      });
    const runsBefore = probeRuns;
    const first = send();
    await vi.waitFor(async () => {
      expect(
        await app.db.selectFrom('idempotency_keys').select('key').where('key', '=', 's').execute(),
      ).toHaveLength(1);
    });
    const startedAt = Date.now();
    const tooSoon = await send();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(WAIT_FOR_FIRST_MS - 250);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress });
    expect(tooSoon.headers['retry-after']).toBe('1');
    expect(tooSoon.headers['idempotency-status']).toBe('in-progress');

    const waiting = send();
    openGate();
    const [firstAnswer, waited] = await Promise.all([first, waiting]);
    expect(firstAnswer.statusCode).toBe(200);
    expect(waited.statusCode).toBe(200);
    expect(waited.json()).toEqual(firstAnswer.json());
    expect(probeRuns - runsBefore).toBe(1);
  }, 20_000);

  it('still answers with the first answer after the server restarted', async () => {
    const who = await person();
    const first = await postIdea(app, who, 'across-restart');
    await app.close();
    app = await startApp(database.settings);
    const retried = await postIdea(app, who, 'across-restart');
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    expect(await ideasOf(app, who)).toHaveLength(1);
  });

  it('is forgotten after 24 hours, and the hourly cleanup job deletes it', async () => {
    const who = await person();
    const first = await postIdea(app, who, 'a-day');
    const job = app.jobs.definition('idempotency-cleanup')!;
    await app.jobs.schedule(job, { key: 'idempotency-cleanup:test', dueAt: new Date(), payload: {} });
    const later = new Date(Date.now() + KEY_LIFETIME_MS + 60_000);
    expect(await app.jobs.runDue(later)).toBeGreaterThanOrEqual(1);
    const left = await app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'a-day')
      .execute();
    expect(left).toEqual([]);
    // The run scheduled the next one, an hour on.
    const next = await app.db
      .selectFrom('jobs')
      .select('due_at')
      .where('unique_key', 'like', 'idempotency-cleanup:%')
      .where('status', '=', 'pending')
      .execute();
    expect(next.map((row) => Date.parse(row.due_at))).toContainEqual(
      Math.floor(later.getTime() / 3_600_000) * 3_600_000 + 3_600_000,
    );
    const anew = await postIdea(app, who, 'a-day');
    expect(anew.json().id).not.toBe(first.json().id);
  });
});

describe('an identical create by the same person within a few seconds', () => {
  it('is the same idea, whether sent without keys or with two different ones', async () => {
    const who = await person();
    const [one, two] = await Promise.all([postIdea(app, who), postIdea(app, who)]);
    expect(two.json()).toEqual(one.json());
    const [three, four] = await Promise.all([postIdea(app, who, 'tab-a'), postIdea(app, who, 'tab-b')]);
    expect(three.json()).toEqual(one.json());
    expect(four.json()).toEqual(one.json());
    expect(await ideasOf(app, who)).toHaveLength(1);
  });

  it('is a new one when the text differs, when another person sends it, or after the window', async () => {
    const [who, other] = [await person(), await person()];
    await postIdea(app, who);
    await postIdea(app, who, undefined, { ...IDEA, title: 'A second, different idea' });
    await postIdea(app, other);
    expect(await ideasOf(app, who)).toHaveLength(2);
    expect(await ideasOf(app, other)).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SAME_CREATE_MS + 1000 });
    await postIdea(app, who);
    expect(await ideasOf(app, who)).toHaveLength(3);
  });

  it('keeps no refusal: only a created record is repeated', async () => {
    const who = await person();
    // Not verified as a company: refused with 403 twice, each time on its own.
    const internship = {
      title: 'Robotics intern',
      company: 'Acme Robotics',
      location: 'Bengaluru',
      type: 'Full-time',
      duration: '3 months',
      stipend: 10000,
      description: 'Build robots.',
      requirements: 'Curiosity',
      applyLink: 'https://example.org/apply',
      contact: 'jobs@example.org',
    };
    const send = () =>
      app.inject({ method: 'POST', url: '/api/internships', headers: who.headers, payload: internship });
    expect((await send()).statusCode).toBe(403);
    expect((await send()).headers['idempotency-status']).toBeUndefined();
    expect(
      await app.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('scope', '=', `user:${who.id}`)
        .execute(),
    ).toEqual([]);
  });

  it('answers an anonymous contact message sent twice at once with one stored message', async () => {
    const message = {
      name: 'Asha Rao',
      email: 'asha@example.org',
      message: 'Do you take visitors on Fridays?',
    };
    const send = () => app.inject({ method: 'POST', url: '/api/contact', payload: message });
    const before = await app.db.selectFrom('contact_responses').select('id').execute();
    const [one, two] = await Promise.all([send(), send()]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const after = await app.db.selectFrom('contact_responses').select('id').execute();
    expect(after.length - before.length).toBe(1);
  });
});

// Registered only on PostgreSQL (not skipped on SQLite), so the run's summary counts no skips.
const onPostgres = testDialect === 'postgres' ? describe : () => undefined;
onPostgres('two instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await startApp(database.settings);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('make one idea of a double sent to both at once, with one key or none', async () => {
    const who = await person();
    // Four rounds of two: within the posting limit of 10 a minute.
    for (let round = 0; round < 3; round += 1) {
      const key = `both-${round}`;
      const body = { ...IDEA, title: `Keyed idea ${round}` };
      const [one, two] = await Promise.all([postIdea(app, who, key, body), postIdea(second, who, key, body)]);
      expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
      expect(two.json()).toEqual(one.json());
    }
    const keyless = { ...IDEA, title: 'Keyless idea' };
    const [one, two] = await Promise.all([
      postIdea(app, who, undefined, keyless),
      postIdea(second, who, undefined, keyless),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(await ideasOf(app, who)).toHaveLength(4);
  });
});
