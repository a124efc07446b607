import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTABLE_ROLES } from '#common/roles';
import { ACCESS_LEVELS, type Access, type RouteAccess } from '#server/plugins/authentication';
import { buildApp } from './app';
import {
  createTestApp,
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestApp,
} from '#server/test-support/test-app';
import { signIn } from '#server/test-support/sign-in';

const ADMIN_EMAIL = 'matrix-admin@iic.example.edu';

/** A concrete path for a route pattern: every parameter gets a value no row has. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '987654').replace(/\*$/, 'x');
}

type Identity = 'anonymous' | 'user' | 'reviewer' | 'mentor' | 'admin';
const IDENTITIES: Identity[] = ['anonymous', 'user', 'reviewer', 'mentor', 'admin'];

/**
 * What a caller should meet at a route's guard (docs/product.md#roles-and-permissions): passing, 401 without a
 * session, 403 without the level. Admins pass the guards of granted roles too.
 */
function expected(access: Access, who: Identity): 'pass' | 401 | 403 {
  if (access === 'public') return 'pass';
  if (who === 'anonymous') return 401;
  if (access === 'user' || who === 'admin' || access === who) return 'pass';
  return 403;
}

/** Signs in one caller per identity; the reviewer and mentor get their role through the People route. */
async function identities(app: FastifyInstance): Promise<Record<Identity, Record<string, string>>> {
  const admin = await signIn(app, ADMIN_EMAIL);
  const user = await signIn(app, 'matrix-user@student.example.edu');
  const holders: Record<string, Record<string, string>> = {};
  for (const role of GRANTABLE_ROLES) {
    const holder = await signIn(app, `matrix-${role}@panel.example.org`);
    const granted = await app.inject({
      method: 'PUT',
      url: '/api/admin/people/roles',
      headers: admin.headers,
      payload: { email: holder.email, role, granted: true },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    holders[role] = holder.headers;
  }
  return {
    anonymous: {},
    user: user.headers,
    reviewer: holders.reviewer!,
    mentor: holders.mentor!,
    admin: admin.headers,
  };
}

/** Calls every route as every identity; returns a line for each answer the guard should not have given. */
async function walk(
  app: FastifyInstance,
  routes: RouteAccess[],
  as: Record<Identity, Record<string, string>>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    for (const who of IDENTITIES) {
      if (route.url.endsWith('/logout') && who !== 'anonymous') continue; // would end a session used below
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'content-type': 'application/json', ...as[who] },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      const want = expected(route.access, who);
      const status = response.statusCode;
      // Past the guard, a route may still say 400 (empty body) or 404 (no such row), never 401/403 or 5xx.
      const ok = want === 'pass' ? ![401, 403].includes(status) && status < 500 : status === want;
      if (!ok) wrong.push(`${route.method} ${route.url} as ${who}: ${status}, expected ${want}`);
      if (want !== 'pass' && !(response.json() as { message?: string }).message)
        wrong.push(`${route.method} ${route.url} as ${who}: no message`);
    }
  }
  return wrong;
}

/**
 * docs/product.md#roles-and-permissions: every permission is checked on the server. This walks every
 * registered /api route as every identity (anonymous, user, reviewer, mentor, admin), so a route added later
 * is covered without anyone remembering to add it here.
 */
describe('access matrix', () => {
  let t: TestApp;
  let as: Record<Identity, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    as = await identities(t.app);
  });
  afterAll(async () => t.close());

  it('knows the routes and each declares who may call it', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) expect(ACCESS_LEVELS).toContain(route.access);
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

  it('refuses a route that does not declare its access, or declares an unknown one, when the app starts', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings), { logger: false });
    try {
      expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
        /does not declare its access/,
      );
      expect(() =>
        app.get('/api/misdeclared', { config: { access: 'owner' as Access } }, async () => ({ ok: true })),
      ).toThrow(/does not declare its access/);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('gives every caller exactly its level on every route: 401 anonymous, 403 without the level', async () => {
    // Public routes have no guard to check (and the live stream never ends an answer).
    const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(await walk(t.app, guarded, as)).toEqual([]);
  });

  it('takes a revoked role away at the very next request', async () => {
    const url = '/api/me';
    const before = (await t.app.inject({ method: 'GET', url, headers: as.reviewer })).json();
    expect(before).toMatchObject({ roles: ['reviewer'] });
    const revoke = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/people/roles',
      headers: as.admin,
      payload: { email: 'matrix-reviewer@panel.example.org', role: 'reviewer', granted: false },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: as.reviewer })).json()).toMatchObject({
      roles: [],
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/people/roles',
      headers: as.admin,
      payload: { email: 'matrix-reviewer@panel.example.org', role: 'reviewer', granted: true },
    });
    expect(again.statusCode).toBe(200);
  });
});

/**
 * Every access level, also those no route of the site uses yet, proved on probe routes (one reading, one
 * changing per level), so the guard of a role works before its first real route arrives.
 */
describe('access matrix on probe routes for every level', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database.settings, { adminEmails: [ADMIN_EMAIL] }), { logger: false });
    for (const access of ACCESS_LEVELS) {
      app.get(`/api/probe/${access}`, { config: { access }, schema: probeSchema }, async () => ({
        ok: true,
      }));
      app.put(`/api/probe/${access}`, { config: { access }, schema: probeSchema }, async () => ({
        ok: true,
      }));
    }
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets each identity through exactly the levels it holds', async () => {
    const probes = app.apiRoutes.filter((route) => route.url.startsWith('/api/probe/'));
    expect(probes).toHaveLength(ACCESS_LEVELS.length * 2);
    expect(await walk(app, probes, await identities(app))).toEqual([]);
  });
});
