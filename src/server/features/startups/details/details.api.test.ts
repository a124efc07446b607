import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STARTUP_DETAIL_MESSAGES as M,
  type AdminRevision,
  type MyStartupDetails,
  type StartupPage,
} from '#common/startup-details';
import { insertNews } from '#server/features/news';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { updateStartup } from '../repository';

// docs/product.md#startup-pages: founders send a story, milestones and roles; the public page keeps the
// approved version until an admin approves; a change sent back carries a note; founders are mailed either way.

const ADMIN_EMAIL = 'details-admin@iic.example.edu';
let t: TestApp;
let admin: SignedIn;
let founder: SignedIn;
let cofounder: SignedIn;
let member: SignedIn;
let rival: SignedIn;
let startupId = 0;
let rivalStartupId = 0;

function call(who: SignedIn | null, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
}

const detailsUrl = (id = startupId) => `/api/my/startups/${id}/details`;
const myDetails = async (who: SignedIn = founder) =>
  (await call(who, 'GET', detailsUrl())).json() as MyStartupDetails;
const publicPage = async () => (await call(null, 'GET', '/api/startups/page-co')).json() as StartupPage;
const pendingList = async () =>
  ((await call(admin, 'GET', '/api/admin/startup-revisions')).json() as { items: AdminRevision[] }).items;
const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await signIn(t.app, ADMIN_EMAIL);
  founder = await signIn(t.app, 'page-founder@example.org', 'Asha Founder');
  cofounder = await signIn(t.app, 'page-cofounder@example.org', 'Ravi Cofounder');
  member = await signIn(t.app, 'page-member@example.org', 'Mo Member');
  rival = await signIn(t.app, 'page-rival@example.org', 'Ria Rival');
  await insertTestProgram(t.app.db, 'pages');
  const cohortId = await insertTestCohort(t.app.db, { name: 'Page cohort', programSlug: 'pages' });
  startupId = await insertCohortStartup(t.app.db, cohortId, 'Page Co', [
    { id: founder.id },
    { id: cofounder.id },
    { id: member.id, role: 'member' },
  ]);
  rivalStartupId = await insertCohortStartup(t.app.db, cohortId, 'Rival Co', [{ id: rival.id }]);
  await updateStartup(t.app.db, startupId, { published: 1, published_at: new Date().toISOString() });
});
afterAll(async () => t?.close());

const founderIds = async () => (await myDetails()).founders.map((founder) => founder.memberId);

describe('a startup page’s story, milestones and founders', () => {
  it('shows the founders by name with the default role and no link before anything is approved', async () => {
    const page = await publicPage();
    expect(page).toMatchObject({ story: '', milestones: [], news: [] });
    expect(page.founders).toEqual([
      { name: 'Asha Founder', role: 'Founder', profileUrl: null },
      { name: 'Ravi Cofounder', role: 'Founder', profileUrl: null },
    ]);
    expect(JSON.stringify(page)).not.toContain('@example.org');
  });

  it('keeps a submitted change pending, once however often it is sent, until an admin approves it', async () => {
    const [asha, ravi] = await founderIds();
    const body = {
      story: 'We met in the soil lab.\r\n\r\nNow we build sensors.',
      milestones: [
        { date: '2025-06-01', title: 'First pilot with 40 farms' },
        { date: '2024-11-15', title: 'Incorporated' },
      ],
      founderRoles: [
        { memberId: asha, role: 'CEO' },
        { memberId: ravi, role: '' },
      ],
    };
    const answers = await Promise.all([1, 2, 3].map(() => call(founder, 'PUT', detailsUrl(), body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.app.db
      .selectFrom('startup_revisions')
      .select(['id', 'status'])
      .where('startup_id', '=', startupId)
      .execute();
    expect(rows).toEqual([{ id: expect.any(Number), status: 'pending' }]);

    expect((await publicPage()).story).toBe('');
    const mine = await myDetails(member);
    expect(mine).toMatchObject({ approved: null, canEdit: false, returned: null });
    expect(mine.pending).toMatchObject({
      story: 'We met in the soil lab.\n\nNow we build sensors.',
      milestones: [
        { date: '2024-11-15', title: 'Incorporated' },
        { date: '2025-06-01', title: 'First pilot with 40 farms' },
      ],
      founderRoles: [{ memberId: asha, role: 'CEO' }],
      submittedBy: 'Asha Founder',
    });
  });

  it('lets another founder replace the waiting change, still one pending revision', async () => {
    const [asha, ravi] = await founderIds();
    const answer = await call(cofounder, 'PUT', detailsUrl(), {
      story: 'We met in the soil lab. Now we build sensors for small farms.',
      milestones: [{ date: '2024-11-15', title: 'Incorporated' }],
      founderRoles: [
        { memberId: asha, role: 'CEO' },
        { memberId: ravi, role: 'CTO' },
      ],
    });
    expect(answer.json()).toEqual({ message: `${M.submitted} ${M.replaced}` });
    const list = await pendingList();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      startupName: 'Page Co',
      current: { story: '', milestones: [], founderRoles: [] },
      proposed: { story: 'We met in the soil lab. Now we build sensors for small farms.' },
      founderNames: [
        { memberId: asha, name: 'Asha Founder' },
        { memberId: ravi, name: 'Ravi Cofounder' },
      ],
    });
  });

  it('sends a change back with a note: the page keeps its version and the founders are mailed', async () => {
    const [revision] = await pendingList();
    const refused = await call(admin, 'POST', `/api/admin/startup-revisions/${revision!.id}/return`, {
      note: '',
    });
    expect(refused.statusCode).toBe(400);
    const returned = await call(admin, 'POST', `/api/admin/startup-revisions/${revision!.id}/return`, {
      note: 'Please name the pilot’s district.',
    });
    expect(returned.json()).toEqual({ message: M.returned('Page Co') });
    expect((await myDetails()).returned).toMatchObject({ note: 'Please name the pilot’s district.' });
    expect((await publicPage()).story).toBe('');
    for (const email of [founder.email, cofounder.email]) {
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('Page Co: your page update needs another look');
      expect(mail!.text_body).toContain('Please name the pilot’s district.');
    }
    expect(await mailsTo(member.email)).toEqual([]);
    const again = await call(admin, 'POST', `/api/admin/startup-revisions/${revision!.id}/approval`);
    expect(again.statusCode).toBe(404);
  });

  it('publishes an approved change on the page, with JSON-LD founders, and mails the founders', async () => {
    const [asha] = await founderIds();
    const sent = await call(founder, 'PUT', detailsUrl(), {
      story: 'We met in the soil lab in Dharwad.',
      milestones: [
        { date: '2024-11-15', title: 'Incorporated' },
        { date: '2025-03-01', title: 'Seed grant from the State Startup Mission' },
      ],
      founderRoles: [{ memberId: asha, role: 'CEO' }],
    });
    expect(sent.json()).toEqual({ message: M.submitted });
    expect((await myDetails()).returned).toBeNull();
    const [revision] = await pendingList();
    const approved = await call(admin, 'POST', `/api/admin/startup-revisions/${revision!.id}/approval`);
    expect(approved.json()).toEqual({ message: M.approved('Page Co') });
    const page = await publicPage();
    expect(page).toMatchObject({
      story: 'We met in the soil lab in Dharwad.',
      milestones: [
        { date: '2024-11-15', title: 'Incorporated' },
        { date: '2025-03-01', title: 'Seed grant from the State Startup Mission' },
      ],
      founders: [
        { name: 'Asha Founder', role: 'CEO', profileUrl: null },
        { name: 'Ravi Cofounder', role: 'Founder', profileUrl: null },
      ],
    });
    expect((await mailsTo(founder.email)).at(-1)!.subject).toBe('Page Co: your page update is approved');
    expect(await pendingList()).toEqual([]);
    const html = (await call(null, 'GET', '/startups/page-co')).body;
    expect(html).toContain('"founder":[{"@type":"Person","name":"Asha Founder","jobTitle":"CEO"}');
  });

  it('answers the same content as the approved version without a new revision', async () => {
    const current = (await myDetails()).approved!;
    const answer = await call(founder, 'PUT', detailsUrl(), {
      story: current.story,
      milestones: current.milestones,
      founderRoles: current.founderRoles,
    });
    expect(answer.json()).toEqual({ message: M.unchanged });
    expect(await pendingList()).toEqual([]);
  });

  it('links a founder’s name only once that founder chose it, and only they can choose it', async () => {
    const url = `/api/my/startups/${startupId}/founder-link`;
    const link = { profileUrl: 'https://profiles.example.org/asha', shown: true };
    expect((await call(founder, 'PUT', url, { profileUrl: '', shown: true })).statusCode).toBe(400);
    expect((await call(founder, 'PUT', url, { ...link, profileUrl: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    );
    expect((await call(founder, 'PUT', url, { ...link, shown: false })).statusCode).toBe(200);
    expect((await publicPage()).founders[0]!.profileUrl).toBeNull();
    expect((await call(member, 'PUT', url, link)).statusCode).toBe(403);
    expect((await call(rival, 'PUT', url, link)).statusCode).toBe(404);
    expect((await call(founder, 'PUT', url, link)).json()).toEqual({ message: M.linkSaved(true) });
    const founders = (await publicPage()).founders;
    expect(founders.map((entry) => entry.profileUrl)).toEqual([link.profileUrl, null]);
    const seen = await myDetails(cofounder);
    expect(seen.founders.map(({ isMe, profileUrl }) => ({ isMe, profileUrl }))).toEqual([
      { isMe: false, profileUrl: '' },
      { isMe: true, profileUrl: '' },
    ]);
  });

  it('lists news posts that name the startup as a word', async () => {
    const post = (slug: string, title: string) =>
      insertNews(t.app.db, {
        slug,
        title,
        summary: 'A summary',
        body: 'Text',
        image_key: null,
        status: 'published',
        published_on: '2025-01-02',
        created_at: '2025-01-02T00:00:00.000Z',
        updated_at: '2025-01-02T00:00:00.000Z',
      });
    await post('page-co-pilot', 'Page Co starts its pilot');
    await post('not-us', 'Page Company 100% unrelated');
    expect((await publicPage()).news).toEqual([
      { slug: 'page-co-pilot', title: 'Page Co starts its pilot', publishedOn: '2025-01-02' },
    ]);
  });

  it('refuses other teams, members who are not founders, unknown founders and bad input', async () => {
    const [asha] = await founderIds();
    const valid = { story: 'x', milestones: [], founderRoles: [] };
    expect((await call(rival, 'GET', detailsUrl())).statusCode).toBe(404);
    expect((await call(rival, 'PUT', detailsUrl(), valid)).statusCode).toBe(404);
    expect((await call(member, 'PUT', detailsUrl(), valid)).statusCode).toBe(403);
    const rivalFounder = (await call(rival, 'GET', detailsUrl(rivalStartupId))).json() as MyStartupDetails;
    const foreign = await call(founder, 'PUT', detailsUrl(), {
      ...valid,
      founderRoles: [{ memberId: rivalFounder.founders[0]!.memberId, role: 'CEO' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: M.notFounderOfTeam });
    for (const bad of [
      { ...valid, story: 'a'.repeat(4001) },
      { ...valid, milestones: [{ date: '2025-02-30', title: 'x' }] },
      { ...valid, milestones: [{ date: '1900-01-01', title: 'x' }] },
      { ...valid, milestones: [{ date: '2025-02-01', title: ' ' }] },
      { ...valid, milestones: Array.from({ length: 21 }, () => ({ date: '2025-02-01', title: 'x' })) },
      { ...valid, founderRoles: [{ memberId: asha, role: 'x'.repeat(81) }] },
      {
        ...valid,
        founderRoles: [
          { memberId: asha, role: 'a' },
          { memberId: asha, role: 'b' },
        ],
      },
      { ...valid, extra: true },
    ]) {
      const answer = await call(founder, 'PUT', detailsUrl(), bad);
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await pendingList()).toEqual([]);
  });
});
