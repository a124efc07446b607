import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '#server/plugins/authentication';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { VALID_FIELDS, multipart, pngImage } from '#server/features/events/test-helpers';
import { apply } from '#server/test-support/post-applications';
import { insertApplication } from '#server/features/program-applications';
import { pdfBytes } from '#server/test-support/pdfs';
import { insertCertificate } from '#server/features/events';
import { newCertificateCode } from '#server/modules/certificates';

const ADMIN_EMAIL = 'isolation-admin@iic.example.edu';
/** Every text Bob stores carries this mark, so any answer that shows his data to Alice is caught. */
const MARK = 'zqxbobmark';

/**
 * docs/product.md#roles-and-permissions: every permission is checked on the server. Two ordinary users: Bob
 * fills in his profile, posts, asks for company verification and applies to a programme; Alice must never see
 * or change any of it. Routes are walked from app.apiRoutes, so a route added later is covered.
 */
/** One request as `as` (nobody when null), with its payload when there is one. */
function injectAs(t: TestApp, as: SignedIn | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: as?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

describe('one user cannot read or change another user’s data', () => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  /** The ids of Bob's rows (posts, verification, application). */
  const bobIds: number[] = [];
  /** Bob's certificate of attendance at a demo event (docs/product.md#certificates). */
  let bobCertificateId = 0;
  /** Bob's certificate of a cohort's completion (docs/decisions/057-cohort-certificates.md). */
  let bobCohortCertificateId = 0;

  const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    injectAs(t, as, method, url, payload);

  async function created(as: SignedIn, url: string, payload: object): Promise<number> {
    const response = await call(as, 'POST', url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    const body = response.json() as { id?: number; application?: { id: number }; alert?: { id: number } };
    const id = body.id ?? body.application?.id ?? body.alert?.id;
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
      await created(bob, `/api/calls/${await openCall()}/applications`, {
        teamName: `Team ${MARK}`,
        description: `Description ${MARK}`,
        answers: { pitch: `Pitch ${MARK}` },
      }),
      // An application from before calls: no route makes one any more, but Bob keeps his history.
      await insertApplication(t.app.db, {
        user_id: bob.id,
        program_slug: 'incubation',
        team_name: `Team ${MARK}`,
        stage: 'Prototype',
        description: `Description ${MARK}`,
        team_size: 2,
        website: 'https://bob.example.com',
        phone: '+91 90000 11111',
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by: null,
      }),
    );
  });
  /** An event that takes registrations on the site; Bob registers with an answer carrying the mark. */
  beforeAll(async () => {
    const png = await pngImage(32, 24);
    let eventId = 0;
    // Three events first, so the site event's id is none of Bob's ids (the walk below sends those).
    for (const mode of ['external', 'external', 'external', 'site']) {
      const form = await multipart(
        {
          ...VALID_FIELDS,
          registration_mode: mode,
          registration_question: 'Why?',
          start_date: '2031-01-10',
          end_date: '2031-01-10',
        },
        { bytes: png },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      eventId = (response.json() as { event: { id: number } }).event.id;
    }
    expect(bobIds).not.toContain(eventId);
    bobCertificateId =
      (await insertCertificate(t.app.db, {
        event_id: eventId,
        user_id: bob.id,
        code: newCertificateCode(),
        shown_name: `Bob ${MARK}`,
        issued_at: new Date().toISOString(),
      })) ?? 0;
    expect(bobCertificateId).toBeGreaterThan(0);
    // Bob's certificate of a finished cohort's completion, issued the admin's way.
    await insertTestProgram(t.app.db, 'iso-finished');
    const finished = await insertTestCohort(t.app.db, {
      name: 'Iso finished cohort',
      programSlug: 'iso-finished',
      startsOn: '2025-01-06',
      endsOn: '2025-06-30',
    });
    await insertCohortStartup(t.app.db, finished, 'Finished startup', [{ id: bob.id }]);
    const issued = await call(admin, 'POST', `/api/admin/cohorts/${finished}/certificates`, {
      title: 'Certificate of completion',
      signatory_name: 'Director',
      signatory_role: 'Director',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    bobCohortCertificateId = (issued.json() as { items: { id: number }[] }).items[0]!.id;

    const registered = await call(bob, 'POST', `/api/events/${eventId}/registrations`, {
      answer: `Answer ${MARK}`,
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
  /** An internship the admin posts and approves. */
  async function approvedInternship(): Promise<number> {
    const id = await created(admin, '/api/internships', {
      title: 'Isolation internship',
      company: 'Centre',
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: '10000',
      description: 'Work with us.',
      requirements: 'C',
      applyLink: 'https://centre.example.com/jobs',
      contact: 'jobs@centre.example.com',
    });
    const approved = await call(admin, 'PATCH', `/api/internships/${id}`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    // Alice may report a listed post: the walk below must not send her this one as one of Bob's ids.
    expect(bobIds).not.toContain(id);
    return id;
  }

  /** Bob applies on the site to the admin's internship, with a CV and a note carrying the mark. */
  let bobApplication = 0;
  beforeAll(async () => {
    const response = await apply(
      t.app,
      bob,
      'internship',
      await approvedInternship(),
      { note: `Cover note ${MARK} with enough words` },
      { bytes: pdfBytes({ text: MARK }) },
    );
    expect(response.statusCode, response.body).toBe(201);
    // Walked by its own test below: added to bobIds it would spend the reports routes' hourly limit.
    bobApplication = (response.json() as { id: number }).id;
  });
  afterAll(async () => t?.close());

  /** An open call with one question, made by the admin: Bob's draft application goes there. */
  async function openCall(): Promise<number> {
    const response = await call(admin, 'POST', '/api/calls', {
      program: 'incubation',
      title: 'Isolation call',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      questions: [{ id: 'pitch', type: 'short_text', label: 'Pitch', required: false }],
      rubric: [{ id: 'team', name: 'Team', weight: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  /** Bob's saved search, tried on its own: adding it to bobIds would run the report routes into their limit. */
  const bobAlert = () =>
    created(bob, '/api/alerts', {
      list: 'internships',
      q: `intern ${MARK}`,
      filter: 'All',
      name: `Alert ${MARK}`,
      frequency: 'daily',
    });
  let bobAlertId: number | undefined;

  const leaks = (body: string) => body.toLowerCase().includes(MARK) || body.includes(bob.email);

  it('shows Bob his own data, and Alice none of it, on every route she can read', async () => {
    bobAlertId ??= await bobAlert();
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
        '/api/my/registrations',
        '/api/my/call-applications',
        '/api/my/applications',
        '/api/my/posts',
        '/api/my/alerts',
        '/api/my/ideas',
        '/api/me/certificates',
        '/api/me/cohort-certificates',
      ]),
    );
  });

  it('refuses Alice Bob’s certificates on every route that takes their id', async () => {
    const ids = {
      '/api/me/certificates/:': bobCertificateId,
      '/api/me/cohort-certificates/:': bobCohortCertificateId,
    };
    const idRoutes = t.app.apiRoutes.filter((route) =>
      Object.keys(ids).some((prefix) => route.url.startsWith(prefix)),
    );
    expect(idRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/me/certificates/:certificateId/pdf',
      'GET /api/me/cohort-certificates/:certificateId/pdf',
    ]);
    for (const route of idRoutes) {
      const [, id] = Object.entries(ids).find(([prefix]) => route.url.startsWith(prefix))!;
      const url = route.url.replace(':certificateId', String(id));
      const hers = await call(alice, route.method, url);
      expect({ url, status: hers.statusCode, leaks: leaks(hers.body) }).toEqual({
        url,
        status: 404,
        leaks: false,
      });
      const his = await call(bob, route.method, url);
      expect(his.statusCode, his.body).toBe(200);
      expect(his.headers['content-type']).toBe('application/pdf');
    }
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
    bobAlertId ??= await bobAlert();
    const before = await rowCounts(t.app);
    const bobBefore = await bobsView();
    expect(Object.keys(bobBefore).length).toBeGreaterThanOrEqual(4);
    // Applying to a call names the call, which is public, not a row of Bob's: Alice applying there is her
    // own action (docs/product.md#calls), and her application is hers alone.
    // Applying on the site names a listed post, not a row of Bob's, likewise (docs/product.md#applications-on-the-site).
    const ownAction = new Set([
      'POST /api/calls/:id/applications',
      'POST /api/internships/:id/applications',
      'POST /api/projects/:id/applications',
      // Asking to join and endorsing name a listed idea, likewise (docs/product.md#idea-teams).
      'POST /api/ideas/:id/join-requests',
      'POST /api/ideas/:id/endorsement',
      'DELETE /api/ideas/:id/endorsement',
    ]);
    const withIds = t.app.apiRoutes.filter(
      (route) =>
        route.method !== 'GET' && route.url.includes(':') && !ownAction.has(`${route.method} ${route.url}`),
    );
    expect(withIds.length).toBeGreaterThan(5);
    const answers: string[] = [];
    for (const route of withIds) {
      for (const id of bobIds) {
        const url = route.url.replace(/:[A-Za-z_]+/g, String(id));
        const bodies =
          route.method === 'DELETE' ? [undefined] : [{ status: 'approved' }, { direction: 'up' }, {}];
        for (const payload of bodies) {
          const response = await call(alice, route.method, url, payload);
          // 409: a state refusal (an event that takes no registrations here, no seat offered to her).
          if (![400, 401, 403, 404, 409].includes(response.statusCode))
            answers.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    for (const route of t.app.apiRoutes.filter((candidate) => candidate.url === '/api/alerts/:id')) {
      const url = route.url.replace(':id', String(bobAlertId));
      const response = await call(
        alice,
        route.method,
        url,
        route.method === 'DELETE' ? undefined : { paused: true },
      );
      if (response.statusCode !== 404) answers.push(`${route.method} ${url}: ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect(await bobsView()).toEqual(bobBefore);
  });

  it('refuses Alice Bob’s application and CV on every route that takes its id, changing nothing', async () => {
    const idRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/applications/:id'));
    expect(idRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/applications/:id/cv', 'DELETE /api/applications/:id']),
    );
    const before = await rowCounts(t.app);
    for (const route of idRoutes) {
      const url = route.url.replace(':id', String(bobApplication));
      const payload =
        route.method === 'GET' || route.method === 'DELETE' ? undefined : { state: 'hired', note: 'x' };
      const hers = await call(alice, route.method, url, payload);
      expect({ route: route.url, status: hers.statusCode, leaks: leaks(hers.body) }).toEqual({
        route: route.url,
        status: 404,
        leaks: false,
      });
    }
    // The applicants inbox of Bob's own posts: their applications and CSV.
    const inbox = t.app.apiRoutes.filter(
      (route) =>
        route.method === 'GET' && /^\/api\/(internships|projects)\/:id\/applications/.test(route.url),
    );
    expect(inbox).toHaveLength(4);
    for (const route of inbox) {
      const table = route.url.startsWith('/api/internships') ? 'internships' : 'projects';
      const post = await t.app.db
        .selectFrom(table)
        .select('id')
        .where('owner_id', '=', bob.id)
        .executeTakeFirstOrThrow();
      const url = route.url.replace(':id', String(post.id));
      const hers = await call(alice, 'GET', url);
      expect({ url, status: hers.statusCode }).toEqual({ url, status: 404 });
      expect((await call(bob, 'GET', url)).statusCode).toBe(200);
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await call(bob, 'GET', `/api/applications/${bobApplication}/cv`)).statusCode).toBe(200);
    const his = (await call(bob, 'GET', '/api/my/applications')).json() as { items: { state: string }[] };
    expect(his.items).toEqual([expect.objectContaining({ state: 'new' })]);
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

  it('refuses Alice, and the requester too, a decision on a request to join Bob’s idea', async () => {
    // docs/product.md#idea-teams: only the idea's owner decides; anyone else gets 404, as for no request.
    const idea = await t.app.db
      .selectFrom('ideas')
      .select('id')
      .where('owner_id', '=', bob.id)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('ideas').set({ status: 'approved' }).where('id', '=', idea.id).execute();
    const carol = await signIn(t.app, 'carol@student.example.edu', 'Carol Example');
    const asked = await call(carol, 'POST', `/api/ideas/${idea.id}/join-requests`, {
      message: 'I would like to build the app with you.',
      skills: 'Flutter',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = await t.app.db
      .selectFrom('idea_join_requests')
      .select('id')
      .where('idea_id', '=', idea.id)
      .executeTakeFirstOrThrow();
    const before = await rowCounts(t.app);
    for (const who of [alice, carol])
      for (const decision of ['accepted', 'declined']) {
        const answer = await call(who, 'PATCH', `/api/join-requests/${request.id}`, { decision });
        expect({ who: who.email, decision, status: answer.statusCode }).toEqual({
          who: who.email,
          decision,
          status: 404,
        });
        expect(leaks(answer.body)).toBe(false);
      }
    const team = await call(alice, 'PATCH', `/api/ideas/${idea.id}/team`, {
      skillsWanted: 'Anything',
      teamComplete: true,
    });
    expect(team.statusCode).toBe(404);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    const state = await t.app.db
      .selectFrom('idea_join_requests')
      .select('state')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('pending');
    // Bob, the owner, still decides it.
    const decided = await call(bob, 'PATCH', `/api/join-requests/${request.id}`, { decision: 'accepted' });
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('ends only Alice’s session when she logs out', async () => {
    expect((await call(alice, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await call(alice, 'GET', '/api/me')).statusCode).toBe(401);
    const his = await call(bob, 'GET', '/api/me');
    expect(his.statusCode).toBe(200);
    expect(his.json()).toMatchObject({ id: bob.id, email: bob.email });
  });
});

/**
 * docs/product.md#reviewing: reviewers see only what is assigned to them. Ravi reviews Bob's application in a
 * blind call and writes a private note; Rita, another reviewer, and Bob, the applicant, walk every reviewer
 * route with Ravi's ids and must see none of it.
 */
describe('a reviewer sees only their own assignments, and an applicant no review', () => {
  let t: TestApp;
  let admin: SignedIn;
  let ravi: SignedIn;
  let rita: SignedIn;
  let bob: SignedIn;
  let assignmentId = 0;
  const NOTE = 'zqxravinote';

  const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    injectAs(t, as, method, url, payload);

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL], seedDemoContent: true });
    admin = await signIn(t.app, ADMIN_EMAIL);
    for (const email of ['ravi@panel.example.org', 'rita@jury.example.org'])
      expect(
        (await call(admin, 'PUT', '/api/admin/people/roles', { email, role: 'reviewer', granted: true }))
          .statusCode,
      ).toBe(200);
    ravi = await signIn(t.app, 'ravi@panel.example.org', 'Ravi');
    rita = await signIn(t.app, 'rita@jury.example.org', 'Rita');
    bob = await signIn(t.app, 'bob@student.example.edu', `Bob ${MARK}`);
    const created = await call(admin, 'POST', '/api/calls', {
      program: 'incubation',
      title: 'Blind call',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      rubric: [{ id: 'team', name: 'Team', weight: 1 }],
      blind: true,
    });
    const callId = (created.json() as { id: number }).id;
    const draft = await call(bob, 'POST', `/api/calls/${callId}/applications`, {
      teamName: `Team ${MARK}`,
      stage: 'Prototype',
      description: 'What we do',
      teamSize: 2,
      website: `https://${MARK}.example.com`,
      phone: '+91 90000 11111',
    });
    const applicationId = (draft.json() as { id: number }).id;
    expect(
      (await call(bob, 'PATCH', `/api/call-applications/${applicationId}`, { submit: true })).statusCode,
    ).toBe(200);
    await t.app.db
      .updateTable('calls')
      .set({ closes_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', callId)
      .execute();
    expect(
      (
        await call(admin, 'POST', `/api/call-applications/${applicationId}/reviewers`, {
          reviewerId: ravi.id,
        })
      ).statusCode,
    ).toBe(201);
    assignmentId = (await call(ravi, 'GET', '/api/review/queue')).json().items[0].id as number;
    expect(
      (
        await call(ravi, 'PUT', `/api/review/assignments/${assignmentId}`, {
          scores: { team: 4 },
          comment: 'Good',
          note: NOTE,
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t?.close());

  const reviewerRoutes = () => t.app.apiRoutes.filter((route) => route.access === 'reviewer');

  it('hides applicant and team names from the assigned reviewer in a blind call', async () => {
    for (const url of ['/api/review/queue', `/api/review/assignments/${assignmentId}`]) {
      const body = (await call(ravi, 'GET', url)).body;
      expect({ url, leaks: body.includes(MARK) || body.includes(bob.email) }).toEqual({ url, leaks: false });
    }
    expect((await call(ravi, 'GET', `/api/review/assignments/${assignmentId}`)).body).toContain(NOTE);
  });

  it('refuses another reviewer and the applicant on every reviewer route, changing nothing', async () => {
    expect(reviewerRoutes().length).toBeGreaterThanOrEqual(4);
    const before = await rowCounts(t.app);
    const problems: string[] = [];
    for (const route of reviewerRoutes()) {
      const url = route.url.replace(/:[A-Za-z_]+/g, String(assignmentId));
      for (const [who, as] of [
        ['rita', rita],
        ['bob', bob],
      ] as const) {
        const payload = route.method === 'GET' ? undefined : { scores: { team: 1 }, note: 'x', reason: 'x' };
        const response = await call(as, route.method, url, payload);
        const leaks = response.body.includes(NOTE) || response.body.includes(MARK);
        const allowed = who === 'bob' ? [403] : route.url.includes(':') ? [400, 404] : [200, 400];
        if (!allowed.includes(response.statusCode) || leaks)
          problems.push(
            `${route.method} ${url} as ${who}: ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
      }
    }
    expect(problems).toEqual([]);
    // Rita's own conflict list may not change here: her PUT above had no `values` (400).
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    const stored = (await call(ravi, 'GET', `/api/review/assignments/${assignmentId}`)).json();
    expect(stored).toMatchObject({ scores: { team: 4 }, note: NOTE });
  });
});

describe('a startup’s team alone (and the centre) sees and reports its KPIs and manages its invitations', () => {
  let t: TestApp;
  let own: SignedIn;
  let rival: SignedIn;
  const startupIds: number[] = [];
  const FIGURE = 987_123;
  const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    injectAs(t, as, method, url, payload);

  afterAll(async () => t?.close());

  it('refuses the founder of another startup of the same cohort on every route of a startup, changing nothing', async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    const admin = await signIn(t.app, ADMIN_EMAIL);
    own = await signIn(t.app, 'kpi-own@example.edu');
    rival = await signIn(t.app, 'kpi-rival@example.edu');
    await insertTestProgram(t.app.db, 'iso', 'Iso');
    const cohortId = await insertTestCohort(t.app.db, { name: 'Iso cohort', programSlug: 'iso' });
    startupIds.push(
      await insertCohortStartup(t.app.db, cohortId, `Own ${MARK}`, [own]),
      await insertCohortStartup(t.app.db, cohortId, 'Rival', [rival]),
    );
    const plan = await call(admin, 'PUT', `/api/admin/cohorts/${cohortId}/kpis`, {
      frequency: 'monthly',
      metrics: [{ name: 'Users', unit: 'users', kind: 'count' }],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const ownKpis = (await call(own, 'GET', `/api/startups/${startupIds[0]}/kpis`)).json() as {
      metrics: { id: number }[];
      periods: string[];
    };
    const values = [{ metricId: ownKpis.metrics[0]!.id, value: FIGURE }];
    const reported = await call(own, 'POST', `/api/startups/${startupIds[0]}/kpi-reports`, {
      period: ownKpis.periods[0],
      values,
    });
    expect(reported.statusCode, reported.body).toBe(200);

    const routes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/startups/:id'));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/startups/:id/kpis', 'POST /api/startups/:id/kpi-reports']),
    );
    const before = await rowCounts(t.app);
    const problems: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(':id', String(startupIds[0]));
      const payload = route.method === 'GET' ? undefined : { period: ownKpis.periods[0], values };
      const response = await call(rival, route.method, url, payload);
      if (
        response.statusCode !== 404 ||
        response.body.includes(MARK) ||
        response.body.includes(String(FIGURE))
      )
        problems.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(problems).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await call(own, 'GET', `/api/startups/${startupIds[0]}/kpis`)).body).toContain(String(FIGURE));
  });

  it('refuses the founder of another startup on every route of an invitation, through either startup', async () => {
    const email = `invited-${MARK.toLowerCase().replace(/\W+/g, '')}@example.edu`;
    const invited = await call(own, 'POST', `/api/my/startups/${startupIds[0]}/invitations`, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    const { id } = await t.app.db
      .selectFrom('cohort_members')
      .select('id')
      .where('invited_email', '=', email)
      .executeTakeFirstOrThrow();
    const mails = async () =>
      (await t.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute())
        .length;
    const routes = t.app.apiRoutes.filter((route) =>
      route.url.startsWith('/api/my/startups/:id/invitations/:memberId'),
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/my/startups/:id/invitations/:memberId',
        'POST /api/my/startups/:id/invitations/:memberId/resending',
      ]),
    );
    const before = await rowCounts(t.app);
    const sent = await mails();
    const problems: string[] = [];
    for (const route of routes)
      for (const startupId of startupIds) {
        const url = route.url.replace(':id', String(startupId)).replace(':memberId', String(id));
        const response = await call(rival, route.method, url);
        if (response.statusCode !== 404 || response.body.includes(email))
          problems.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    expect(problems).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect(await mails()).toBe(sent);
  });

  it('refuses the founder of another startup on every route of a startup’s page details, changing nothing', async () => {
    const own = (await call(rival, 'GET', `/api/my/startups/${startupIds[1]}/details`)).json() as {
      founders: { memberId: number }[];
    };
    const routes = t.app.apiRoutes.filter(
      (route) =>
        route.url.startsWith('/api/my/startups/:id/details') ||
        route.url.startsWith('/api/my/startups/:id/founder-link'),
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/my/startups/:id/details',
        'PUT /api/my/startups/:id/details',
        'PUT /api/my/startups/:id/founder-link',
      ]),
    );
    const payloads: Record<string, unknown> = {
      details: {
        story: MARK,
        milestones: [{ date: '2025-01-01', title: MARK }],
        founderRoles: [{ memberId: own.founders[0]!.memberId, role: 'CEO' }],
      },
      'founder-link': { profileUrl: 'https://example.org/rival', shown: true },
    };
    const before = await rowCounts(t.app);
    const problems: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(':id', String(startupIds[0]));
      const payload = route.method === 'GET' ? undefined : payloads[route.url.split('/').at(-1)!];
      const response = await call(rival, route.method, url, payload);
      if (response.statusCode !== 404 || response.body.includes(MARK))
        problems.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(problems).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });
});

describe('a session’s founder and mentor alone see and change it; a mentor changes only their own windows', () => {
  let t: TestApp;
  afterAll(async () => t?.close());
  const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    injectAs(t, as, method, url, payload);

  it('refuses another founder of the cohort and another mentor on every route of a booking and a window', async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    const admin = await signIn(t.app, ADMIN_EMAIL);
    const [mentor, otherMentor, own, rival] = await Promise.all(
      ['oh-mentor', 'oh-other-mentor', 'oh-own', 'oh-rival'].map((name) =>
        signIn(t.app, `${name}@example.edu`),
      ),
    );
    for (const holder of [mentor!, otherMentor!]) {
      const granted = await call(admin, 'PUT', '/api/admin/people/roles', {
        email: holder.email,
        role: 'mentor',
        granted: true,
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    await insertTestProgram(t.app.db, 'oh-iso', 'Iso');
    const cohortId = await insertTestCohort(t.app.db, { name: 'Office hours cohort', programSlug: 'oh-iso' });
    await insertCohortStartup(t.app.db, cohortId, 'Own startup', [own!]);
    await insertCohortStartup(t.app.db, cohortId, 'Rival startup', [rival!]);
    const settings = { timeZone: 'UTC', slotMinutes: 30, perWeekLimit: 10, perStartupLimit: 5 };
    for (const holder of [mentor!, otherMentor!])
      expect((await call(holder, 'PUT', '/api/office-hours/settings', settings)).statusCode).toBe(200);
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const window = await call(mentor!, 'POST', '/api/office-hours/windows', {
      kind: 'single',
      date,
      start: '10:00',
      end: '12:00',
    });
    expect(window.statusCode, window.body).toBe(201);
    const windowId = (window.json() as { window: { id: number } }).window.id;
    const slots = (await call(own!, 'GET', `/api/office-hours/slots?mentor=${mentor!.id}`)).json() as {
      slots: { id: number }[];
    };
    const booked = await call(own!, 'POST', `/api/office-hours/slots/${slots.slots[0]!.id}/booking`, {
      topic: `Topic ${MARK}`,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = (booked.json() as { booking: { id: number } }).booking.id;
    // A second session, already held, with the founder's private note and rating.
    const held = await call(own!, 'POST', `/api/office-hours/slots/${slots.slots[1]!.id}/booking`, {
      topic: 'Held session',
    });
    const heldId = (held.json() as { booking: { id: number } }).booking.id;
    await t.app.db
      .updateTable('office_hours_bookings')
      .set({ starts_at: '2026-01-05T10:00:00.000Z' })
      .where('id', '=', heldId)
      .execute();
    const noted = await call(own!, 'PUT', `/api/office-hours/bookings/${heldId}/note`, {
      note: `Note ${MARK}`,
      rating: 4,
    });
    expect(noted.statusCode, noted.body).toBe(200);

    const routes = t.app.apiRoutes.filter((route) =>
      /^\/api\/office-hours\/(bookings|windows)\/:id/.test(route.url),
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/office-hours/bookings/:id',
        'PUT /api/office-hours/bookings/:id/note',
        'DELETE /api/office-hours/windows/:id',
      ]),
    );
    const bookingsBefore = await t.app.db.selectFrom('office_hours_bookings').selectAll().execute();
    const before = await rowCounts(t.app);
    const problems: string[] = [];
    for (const who of [rival!, otherMentor!])
      for (const route of routes) {
        // A window is the mentor's alone: only the other mentor passes that route's guard.
        if (route.url.includes('windows') && who === rival) continue;
        const ids = route.url.includes('windows') ? [windowId] : [bookingId, heldId];
        for (const id of ids) {
          const url = route.url.replace(':id', String(id));
          const payload = route.method === 'PUT' ? { note: 'x', rating: 1 } : undefined;
          const response = await call(who, route.method, url, payload);
          if (response.statusCode !== 404 || response.body.includes(MARK))
            problems.push(`${who.email} ${route.method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    for (const who of [rival!, otherMentor!]) {
      const mine = await call(who, 'GET', '/api/my/office-hours');
      if (mine.body.includes(MARK)) problems.push(`${who.email} GET /api/my/office-hours shows the session`);
    }
    expect(problems).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect(await t.app.db.selectFrom('office_hours_bookings').selectAll().execute()).toEqual(bookingsBefore);
    // The session's own people still see it; the mentor never reads the founder's note.
    expect((await call(own!, 'GET', '/api/my/office-hours')).body).toContain(`Note ${MARK}`);
    const mentorView = (await call(mentor!, 'GET', '/api/my/office-hours')).body;
    expect(mentorView).toContain(`Topic ${MARK}`);
    expect(mentorView).not.toContain(`Note ${MARK}`);
  });
});

describe('a startup’s team alone (and the centre) sees its seed grant, sends its evidence and records its spending', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('refuses the founder of another startup of the same cohort on every grant route, changing nothing', async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
      injectAs(t, as, method, url, payload);
    const admin = await signIn(t.app, ADMIN_EMAIL);
    const own = await signIn(t.app, 'grant-own@example.edu');
    const rival = await signIn(t.app, 'grant-rival@example.edu');
    await insertTestProgram(t.app.db, 'iso-grants', 'Iso');
    const cohortId = await insertTestCohort(t.app.db, { name: 'Iso grants', programSlug: 'iso-grants' });
    const ownStartup = await insertCohortStartup(t.app.db, cohortId, `Own ${MARK}`, [own]);
    await insertCohortStartup(t.app.db, cohortId, 'Rival', [rival]);
    const today = new Date().toISOString().slice(0, 10);
    const grant = await call(admin, 'POST', '/api/admin/grants', {
      startupId: ownStartup,
      scheme: 'sisfs',
      amountPaise: '5,00,000',
      sanctionedOn: '2026-01-01',
    });
    expect(grant.statusCode, grant.body).toBe(201);
    const grantId = (grant.json() as { id: number }).id;
    const tranche = await call(admin, 'POST', `/api/admin/grants/${grantId}/tranches`, {
      title: `Milestone ${MARK}`,
      dueOn: today,
      amountPaise: '5,00,000',
    });
    const trancheId = (tranche.json() as { id: number }).id;
    const form = await multipart(
      { note: `Evidence ${MARK}` },
      { bytes: pdfBytes(), field: 'file', name: 'evidence.pdf', type: 'application/pdf' },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/grant-tranches/${trancheId}/evidence`,
      headers: { ...own.headers, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const routes = t.app.apiRoutes.filter(
      (route) =>
        route.url.startsWith('/api/grants/:id') ||
        route.url.startsWith('/api/grant-tranches/:id') ||
        route.url === '/api/startups/:id/grant',
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/startups/:id/grant',
        'POST /api/grants/:id/expenses',
        'GET /api/grants/:id/utilisation-certificate.pdf',
        'POST /api/grant-tranches/:id/evidence',
        'GET /api/grant-tranches/:id/evidence.pdf',
      ]),
    );
    const before = await rowCounts(t.app);
    const problems: string[] = [];
    for (const route of routes) {
      const id = route.url.startsWith('/api/startups')
        ? ownStartup
        : route.url.includes('tranche')
          ? trancheId
          : grantId;
      const url = route.url.replace(':id', String(id));
      const payload =
        route.method === 'GET'
          ? undefined
          : { spentOn: today, head: 'other', amountPaise: 100, note: 'Mine' };
      const response = await call(rival, route.method, url, payload);
      if (response.statusCode !== 404 || response.body.includes(MARK))
        problems.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(problems).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await call(own, 'GET', `/api/startups/${ownStartup}/grant`)).body).toContain(`Milestone ${MARK}`);
  });
});
