import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '#server/test-support/test-app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';

const ADMIN_EMAIL = 'matrix-admin@iic.example.edu';

/** A concrete path for a route pattern: every parameter gets a value no row has. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '987654').replace(/\*$/, 'x');
}

/**
 * docs/product.md#roles-and-permissions: every permission is checked on the server. This walks every
 * registered /api route, so a route added later is covered without anyone remembering to add it here.
 */
describe('access matrix', () => {
  let t: TestApp;
  let user: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    user = await signIn(t.app, 'matrix-user@student.example.edu');
    admin = await signIn(t.app, ADMIN_EMAIL);
  });
  afterAll(async () => t.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: concrete(url),
      headers: { 'content-type': 'application/json', ...headers },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
    });

  it('knows the routes and each declares who may call it', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) expect(['public', 'user', 'admin']).toContain(route.access);
    // The walks below are only as strong as the routes they meet: none of them may pass empty.
    const count = (access: string, changing: boolean) =>
      t.app.apiRoutes.filter((r) => r.access === access && (r.method !== 'GET') === changing).length;
    for (const access of ['public', 'user', 'admin'])
      for (const changing of [false, true])
        expect({ access, changing, some: count(access, changing) > 0 }).toEqual({
          access,
          changing,
          some: true,
        });
  });

  it('refuses a route that does not declare its access when the app starts', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings), { logger: false });
    try {
      expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
        /does not declare its access/,
      );
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('answers 401 to anonymous callers of every signed-in and admin route', async () => {
    const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await call(route.method, route.url);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json().message).toBeTruthy();
    }
  });

  it('answers 403 to a signed-in user on every admin route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access === 'admin')) {
      const response = await call(route.method, route.url, user.headers);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it('lets an admin past the guard of every admin route, and a user past every signed-in route', async () => {
    const cases = [
      ...t.app.apiRoutes.filter((r) => r.access === 'admin').map((route) => ({ route, as: admin })),
      ...t.app.apiRoutes.filter((r) => r.access === 'user').map((route) => ({ route, as: user })),
    ];
    for (const { route, as } of cases) {
      if (route.url.endsWith('/logout')) continue; // would end the session the next cases use
      const response = await call(route.method, route.url, as.headers);
      // Past the guard, a route may still say 400 (empty body) or 404 (no such row), never 401/403.
      expect({
        route: `${route.method} ${route.url}`,
        denied: [401, 403].includes(response.statusCode),
      }).toEqual({ route: `${route.method} ${route.url}`, denied: false });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
