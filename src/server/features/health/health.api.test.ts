import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

describe('GET /api/health', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.close();
    subject = undefined;
  });

  it('answers 200 with the database checked, never cached', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
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
