import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { giveBackHit, isOverLimit, takeHit } from './rate-limits';

// Limits count in the database: simultaneous hits from two instances, and hits before a restart, all
// count (docs/decisions/031-limits-in-the-database.md). Runs on SQLite and on PostgreSQL.
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp(t.config, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const contact = { name: 'Asha Verma', email: 'asha@example.com', message: 'A question about the centre.' };
const postContact = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress });

describe('a limit in the database', () => {
  it('lets exactly `max` of 30 simultaneous hits through, from two instances', async () => {
    const limit = { name: 'test-simultaneous', max: 7, windowMs: 60_000 };
    const now = Date.parse('2026-11-27T10:00:10Z');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => takeHit(i % 2 ? second.db : t.app.db, limit, 'subject', now)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(7);
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    // The window began with the first of them, so it lasts a whole minute from then.
    expect(answers[0]!.retryAfterSeconds).toBe(60);
  });

  it('starts over in the next window, and a hit given back frees its place', async () => {
    const limit = { name: 'test-window', max: 2, windowMs: 60_000 };
    const start = Date.parse('2026-11-27T11:00:00Z');
    expect((await takeHit(t.app.db, limit, 's', start)).allowed).toBe(true);
    expect((await takeHit(t.app.db, limit, 's', start + 1)).allowed).toBe(true);
    expect((await takeHit(t.app.db, limit, 's', start + 2)).allowed).toBe(false);
    expect((await isOverLimit(t.app.db, limit, 's', start + 3)).allowed).toBe(false);
    await giveBackHit(t.app.db, limit, 's', start + 4);
    await giveBackHit(t.app.db, limit, 's', start + 4);
    expect((await isOverLimit(t.app.db, limit, 's', start + 5)).allowed).toBe(true);
    expect((await takeHit(t.app.db, limit, 's', start + 60_000)).count).toBe(1);
    expect((await takeHit(t.app.db, limit, 'another', start + 60_000)).count).toBe(1);
  });
});

describe('a route limit', () => {
  it("holds the contact form's 5 a minute across two instances and a restart", async () => {
    const address = '198.51.100.23';
    const first = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postContact(i % 2 ? second : t.app, address)),
    );
    const accepted = first.filter((answer) => answer.statusCode === 201).length;
    const refused = first.filter((answer) => answer.statusCode === 429);
    // The address's minute began with the first of them, so exactly 5 got through.
    expect(accepted).toBe(5);
    expect(refused.length).toBe(8 - accepted);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);

    const restarted = await buildApp(t.config, { logger: false });
    try {
      await restarted.ready();
      const after = await postContact(restarted, address);
      expect(after.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
    expect((await postContact(second, '198.51.100.24')).statusCode).toBe(201);
  });

  it('counts each signed-in person on their own, so a campus behind one address is not limited together', async () => {
    const campus = '203.0.113.200';
    const idea = (n: number) => ({
      title: `Campus idea ${n}`,
      mainTag: 'CleanTech',
      description: 'A low-cost cold room for farmers, powered by rooftop solar.',
      ownerName: `Student ${n}`,
      designation: 'B.Tech student',
      contact: '+91 98765 43210',
    });
    // Posting is limited to 10 a minute; 15 people post at once from one address, through both instances.
    const people = await Promise.all(
      Array.from({ length: 15 }, (_, n) => signIn(t.app, `campus-${n}@example.edu`, `Student ${n}`)),
    );
    const answers = await Promise.all(
      people.map((person, n) =>
        (n % 2 ? second : t.app).inject({
          method: 'POST',
          url: '/api/ideas',
          payload: idea(n),
          headers: person.headers,
          remoteAddress: campus,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 201));
    // One person's burst from that address is still limited.
    const burst = [];
    for (let n = 0; n < 11; n += 1)
      burst.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/ideas',
          payload: { ...idea(100 + n), title: '' },
          headers: people[0]!.headers,
          remoteAddress: campus,
        }),
      );
    expect(burst.at(-1)?.statusCode).toBe(429);
  });
});
