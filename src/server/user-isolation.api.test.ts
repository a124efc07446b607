import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '#server/plugins/authentication';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const ADMIN_EMAIL = 'isolation-admin@iic.example.edu';
/** Every text Bob stores carries this mark, so any answer that shows his data to Alice is caught. */
const MARK = 'zqxbobmark';

/**
 * docs/product.md#roles-and-permissions: every permission is checked on the server. Two ordinary users: Bob
 * fills in his profile, posts, asks for company verification and applies to a programme; Alice must never see
 * or change any of it. Routes are walked from app.apiRoutes, so a route added later is covered.
 */
describe('one user cannot read or change another user’s data', () => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  /** The ids of Bob's rows (posts, verification, application). */
  const bobIds: number[] = [];

  const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: as?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  async function created(as: SignedIn, url: string, payload: object): Promise<number> {
    const response = await call(as, 'POST', url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    const body = response.json() as { id?: number; application?: { id: number } };
    const id = body.id ?? body.application?.id;
    expect(id, `${url} answers the new row's id: ${response.body}`).toBeTypeOf('number');
    return id!;
  }

  /** Reachable GET routes without path parameters: private ones and public lists alike. */
  const readable = () =>
    t.app.apiRoutes.filter(
      (route) =>
        route.method === 'GET' &&
        route.access !== 'admin' &&
        !route.url.includes(':') &&
        !route.url.endsWith('/stream'),
    );

  /** Every answer that shows Bob his own data, to compare before and after Alice's attempts. */
  async function bobsView(): Promise<Record<string, string>> {
    const view: Record<string, string> = {};
    for (const route of readable()) {
      const body = (await call(bob, 'GET', route.url)).body;
      if (body.includes(MARK)) view[route.url] = body;
    }
    return view;
  }

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL], seedDemoContent: true });
    alice = await signIn(t.app, 'alice@student.example.edu', 'Alice Example');
    bob = await signIn(t.app, 'bob@student.example.edu', `Bob ${MARK}`);
    admin = await signIn(t.app, ADMIN_EMAIL);

    const profile = await call(bob, 'PATCH', '/api/me', {
      fullName: `Bob ${MARK}`,
      bio: `Bio ${MARK}`,
      location: `Pune ${MARK}`,
      phone: '+91 90000 11111',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const asked = await call(bob, 'POST', '/api/company-verification', {
      companyName: `Company ${MARK}`,
      companyWebsite: 'https://bob.example.com',
      linkedinUrl: 'https://www.linkedin.com/company/bob',
      additionalInfo: `About ${MARK}`,
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const list = (await call(admin, 'GET', '/api/company-verifications')).json() as {
      items: { id: number }[];
    };
    const verification = list.items[0]!.id;
    bobIds.push(verification);
    const approved = await call(admin, 'PATCH', `/api/company-verification/${verification}`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    bobIds.push(
      await created(bob, '/api/ideas', {
        title: `Idea ${MARK}`,
        mainTag: 'CleanTech',
        description: `Description ${MARK}`,
        ownerName: `Bob ${MARK}`,
        designation: 'Student',
        contact: '+91 90000 11111',
        extraTags: '',
      }),
      await created(bob, '/api/projects', {
        projectTitle: `Project ${MARK}`,
        byWhom: `Bob ${MARK}`,
        contact: 'bob@student.example.edu',
        description: `Description ${MARK}`,
        workType: 'Hybrid',
        requirements: 'Python',
        applicationLink: 'https://forms.example.com/bob',
      }),
      await created(bob, '/api/internships', {
        title: `Internship ${MARK}`,
        company: `Company ${MARK}`,
        location: 'Pune',
        type: 'Full-time',
        duration: '3 months',
        stipend: '15000',
        description: `Description ${MARK}`,
        requirements: 'C',
        applyLink: 'https://bob.example.com/jobs',
        contact: 'jobs@bob.example.com',
      }),
      await created(bob, '/api/program-applications', {
        program: 'incubation',
        teamName: `Team ${MARK}`,
        stage: 'Prototype',
        description: `Description ${MARK}`,
        teamSize: 2,
        website: 'https://bob.example.com',
        phone: '+91 90000 11111',
      }),
    );
  });
  afterAll(async () => t?.close());

  const leaks = (body: string) => body.toLowerCase().includes(MARK) || body.includes(bob.email);

  it('shows Bob his own data, and Alice none of it, on every route she can read', async () => {
    const own: string[] = [];
    for (const route of readable()) {
      const mine = await call(bob, 'GET', route.url);
      if (leaks(mine.body)) own.push(route.url);
      const hers = await call(alice, 'GET', route.url);
      expect(hers.statusCode, `${route.url}: ${hers.body}`).toBeLessThan(500);
      expect({ route: route.url, leaks: leaks(hers.body) }).toEqual({ route: route.url, leaks: false });
    }
    // The check above means something only where Bob's own answer shows his data.
    expect(own).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/my/submissions',
        '/api/company-verification-status',
        '/api/my/program-applications',
      ]),
    );
  });

  it('answers status routes for the caller only', async () => {
    const hers = await call(alice, 'GET', '/api/internships/permissions');
    const his = await call(bob, 'GET', '/api/internships/permissions');
    expect(his.json()).toMatchObject({ canPost: true });
    expect(hers.json()).toMatchObject({ canPost: false });
    const status = await call(alice, 'GET', '/api/company-verification-status');
    expect(status.statusCode).toBe(200);
    expect(leaks(status.body)).toBe(false);
  });

  it('refuses Bob’s ids in every changing route Alice can call, and changes nothing', async () => {
    const before = await rowCounts(t.app);
    const bobBefore = await bobsView();
    expect(Object.keys(bobBefore).length).toBeGreaterThanOrEqual(4);
    const withIds = t.app.apiRoutes.filter((route) => route.method !== 'GET' && route.url.includes(':'));
    expect(withIds.length).toBeGreaterThan(5);
    const answers: string[] = [];
    for (const route of withIds) {
      for (const id of bobIds) {
        const url = route.url.replace(/:[A-Za-z_]+/g, String(id));
        const bodies =
          route.method === 'DELETE' ? [undefined] : [{ status: 'approved' }, { direction: 'up' }, {}];
        for (const payload of bodies) {
          const response = await call(alice, route.method, url, payload);
          if (![400, 401, 403, 404].includes(response.statusCode))
            answers.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect(await bobsView()).toEqual(bobBefore);
  });

  it('does not let Alice name Bob in her own profile or posts', async () => {
    const bobBefore = await bobsView();
    const asBob = { id: bob.id, userId: bob.id, ownerId: bob.id, email: bob.email, ownerEmail: bob.email };
    const changing = t.app.apiRoutes.filter(
      (route: RouteAccess) => route.access === 'user' && route.method !== 'GET' && !route.url.includes(':'),
    );
    expect(changing.map((route) => route.url)).toContain('/api/me');
    for (const route of changing) {
      if (route.url.endsWith('/logout')) continue;
      const response = await call(alice, route.method, route.url, asBob);
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 400 });
    }
    const me = (await call(alice, 'GET', '/api/me')).json() as { id: number; email: string };
    expect(me).toMatchObject({ id: alice.id, email: alice.email });
    expect(await bobsView()).toEqual(bobBefore);
  });

  it('ends only Alice’s session when she logs out', async () => {
    expect((await call(alice, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await call(alice, 'GET', '/api/me')).statusCode).toBe(401);
    const his = await call(bob, 'GET', '/api/me');
    expect(his.statusCode).toBe(200);
    expect(his.json()).toMatchObject({ id: bob.id, email: bob.email });
  });
});
