import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import {
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestDatabase,
} from '#server/test-support/test-app';
import { CROSS_ORIGIN_REFUSED } from './same-origin';

describe('same-origin check', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database.settings), { logger: false });
    app.post('/api/test/guarded', { config: { access: 'public' }, schema: probeSchema }, async () => ({
      ok: true,
    }));
    app.post(
      '/api/test/open',
      { config: { access: 'public', allowCrossOrigin: true }, schema: probeSchema },
      async () => ({
        ok: true,
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });

  it('refuses a POST from another origin or cross-site by default', async () => {
    const byOrigin = await post('/api/test/guarded', { origin: 'https://evil.example' });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual({ message: CROSS_ORIGIN_REFUSED });
    expect((await post('/api/test/guarded', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('lets a route that carries its own proof accept any origin', async () => {
    expect((await post('/api/test/open', { origin: 'https://mail.example' })).statusCode).toBe(200);
    expect((await post('/api/test/open', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });
});
