import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { JobDefinition } from '#server/modules/jobs';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

interface Health {
  status: string;
  jobs: { oldestOverdueSeconds: number };
  mail: { oldestUnsentSeconds: number };
}

describe('GET /api/health', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await subject?.close();
    subject = undefined;
  });

  it('answers 200 with the database checked, never cached', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      jobs: { oldestOverdueSeconds: 0 },
      mail: { oldestUnsentSeconds: 0 },
    });
  });

  it('shows a stalled queue: how long the oldest due job and the oldest unsent mail have waited, and nothing else', async () => {
    const start = new Date('2031-03-01T09:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    // No runner and no mail worker: nothing runs the jobs or sends the mail until the test does.
    subject = await createTestApp({ jobRunner: false, mailWorker: false });
    const { app } = subject;
    const reminder: JobDefinition<{ note: string }> = {
      kind: 'health-test-reminder',
      payload: z.object({ note: z.string() }),
      run: async () => {},
    };
    app.jobs.define(reminder);
    const secret = 'private-note-of-a-person';
    await app.jobs.schedule(reminder, {
      key: 'health-test:due',
      dueAt: new Date(start.getTime() + 10_000),
      payload: { note: secret },
    });
    await app.jobs.schedule(reminder, {
      key: 'health-test:later',
      dueAt: new Date(start.getTime() + 60 * 60_000),
      payload: { note: secret },
    });
    await app.mail.send({
      to: 'private.person@example.org',
      subject: 'A private subject',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const health = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      for (const hidden of [secret, 'health-test', 'private.person', 'A private subject'])
        expect(response.body).not.toContain(hidden);
      return response.json<Health>();
    };

    expect(await health()).toMatchObject({
      jobs: { oldestOverdueSeconds: 0 },
      mail: { oldestUnsentSeconds: 0 },
    });
    vi.setSystemTime(start.getTime() + 100_500);
    // The job due at 10 s has waited 90 s; the job due in an hour is not overdue; the mail waited 100 s.
    expect(await health()).toMatchObject({
      status: 'ok',
      jobs: { oldestOverdueSeconds: 90 },
      mail: { oldestUnsentSeconds: 100 },
    });

    // Once the work is done, nothing waits.
    expect(await app.jobs.runDue()).toBe(1);
    expect(await app.mail.deliverDue()).toBe(1);
    expect(await health()).toMatchObject({
      jobs: { oldestOverdueSeconds: 0 },
      mail: { oldestUnsentSeconds: 0 },
    });
  });

  it('answers 503 with a JSON message once its connection pool is closed', async () => {
    subject = await createTestApp();
    await subject.app.db.destroy();

    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ status: string; database: string; message: string }>();
    expect(body).toMatchObject({ status: 'error', database: 'unreachable' });
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  });

  it('answers 503, and keeps running, when the database goes away under it', async () => {
    subject = await createTestApp();
    // Warm the pool so that open connections exist to be cut.
    expect((await subject.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const settings = subject.config.database;
    if (settings.kind === 'postgres') {
      const name = new URL(settings.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        // WITH (FORCE) terminates the app's open connections, as a server restart would.
        await admin.query(`drop database ${name} with (force)`);
      } finally {
        await admin.end();
      }
    } else {
      // An embedded file has no server to lose: closing its handle is the nearest equivalent.
      await subject.app.db.destroy();
    }

    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    expect(response.headers['cache-control']).toBe('no-store');
    // Still serving: a request that needs no database is answered.
    expect((await subject.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});
