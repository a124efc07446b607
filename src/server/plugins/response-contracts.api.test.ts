import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '#server/test-support/test-app';

/**
 * Every route declares what it answers (src/server/plugins/response-contracts.ts). The app walks each
 * route as it is registered, so a route added later without a response schema stops the app from
 * starting — in every test at once.
 */
describe('response contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts: every registered route declares its response schema', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) {
      expect({ route: `${route.method} ${route.url}`, declared: Boolean(route.schema?.response) }).toEqual({
        route: `${route.method} ${route.url}`,
        declared: true,
      });
    }
  });

  it('refuses a route without a response schema, API or not', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings), { logger: false });
    try {
      expect(() => app.get('/api/undeclared', { config: { access: 'public' } }, async () => ({}))).toThrow(
        /GET \/api\/undeclared does not declare its response schema/,
      );
      expect(() => app.get('/undeclared-page', async () => 'x')).toThrow(
        /does not declare its response schema/,
      );
      expect(() =>
        app.get('/declared-page', { schema: { response: { 200: z.string() } } }, async () => 'x'),
      ).not.toThrow();
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('answers only what the schema names, and a broken answer is a server error, not a leak', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings), { logger: false });
    try {
      app.get(
        '/api/contract-probe',
        { config: { access: 'public' }, schema: { response: { 200: z.object({ shown: z.string() }) } } },
        async () => ({ shown: 'yes', hidden: 'secret' }) as { shown: string },
      );
      app.get(
        '/api/contract-broken',
        { config: { access: 'public' }, schema: { response: { 200: z.object({ shown: z.string() }) } } },
        async () => ({ shown: 42 }) as unknown as { shown: string },
      );
      await app.ready();
      const probe = await app.inject({ method: 'GET', url: '/api/contract-probe' });
      expect(probe.statusCode).toBe(200);
      expect(probe.body).toBe('{"shown":"yes"}');
      const broken = await app.inject({ method: 'GET', url: '/api/contract-broken' });
      expect(broken.statusCode).toBe(500);
      expect(broken.body).not.toContain('42');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
