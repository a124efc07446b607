import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '#common/site';
import { DEMO_MENTORS, DEMO_TEAM } from '#server/db/seed/demo-content';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';

/**
 * docs/product.md#private-contact: no public answer carries a person's phone number, email address or
 * private file. This starts the app with the demo content (people, posts with WhatsApp numbers and contact
 * emails, applications with CVs, registrations, subscribers…), then visits every public GET route — the API's
 * and the pages' — signed out, and every route meant for "any signed-in person" as someone unrelated to the
 * demo rows. Routes come from the app itself (app.apiRoutes, app.readRoutes), so a route added later is
 * walked too, or this fails until it is given values for its parameters.
 */

/** Phone numbers: international with a `+` (8+ characters), or an Indian mobile number of 10 digits. */
const PHONE = /\+\d[\d ()-]{6,}\d|(?<![\w.:/-])[6-9]\d{4}[ -]?\d{5}(?!\w)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** The only addresses a public answer may carry, each with the reason it is public. */
const PUBLIC_ADDRESSES: { address: string; reason: string }[] = [
  {
    address: SITE.email,
    reason: 'the centre’s own contact address (docs/product.md#contact-details), also in security.txt',
  },
  ...DEMO_TEAM.map((member) => ({
    address: member.email,
    reason: 'a team member’s work address, published by the centre on the Team card',
  })),
  ...DEMO_MENTORS.map((mentor) => ({
    address: mentor.email,
    reason: 'a mentor’s address, published by the centre on the Mentors card',
  })),
];

/** Public routes not walked, each with its reason (anything else public must be visited). */
const NOT_WALKED: Record<string, string> = {
  '/api/events/stream': 'a live stream that never ends an answer; it sends the public events list’s changes',
};

/**
 * Capability links: their answer is for whoever holds the link mailed to them. They are visited with a
 * token nobody holds, which must give nothing away.
 */
const CAPABILITY_TOKEN = 'not-a-token-anyone-holds';

interface Ids {
  event: number;
  newsSlug: string;
  startupSlug: string;
  startupId: number;
  cohort: number;
  internship: number;
  project: number;
  application: number;
  media: string;
  certificateCode: string;
  grant: number;
  tranche: number;
  certificateId: number;
}

/** A concrete address for a route pattern, from the demo rows; a new parameter must be added here. */
function concrete(pattern: string, ids: Ids): string {
  const url = pattern.replace(/:([A-Za-z]+)(\([^)]*\))?/g, (_match, name: string) => {
    const under = (...prefixes: string[]) => prefixes.some((prefix) => pattern.startsWith(prefix));
    if (name === 'token') return CAPABILITY_TOKEN;
    if (under('/api/events/', '/events/', '/ad123/events/')) return String(ids.event);
    if (under('/api/news/', '/news/')) return ids.newsSlug;
    if (under('/api/startups/:slug', '/startups/')) return ids.startupSlug;
    if (under('/api/startups/:id', '/api/my/startups/')) return String(ids.startupId);
    if (under('/api/cohorts/')) return String(ids.cohort);
    if (under('/api/internships/', '/internships/')) return String(ids.internship);
    if (under('/api/projects/', '/projects/')) return String(ids.project);
    if (under('/api/applications/')) return String(ids.application);
    if (under('/api/certificates/', '/certificates/')) return ids.certificateCode;
    if (under('/api/grants/', '/api/admin/grants/')) return String(ids.grant);
    if (under('/api/grant-tranches/', '/api/admin/grant-tranches/')) return String(ids.tranche);
    if (under('/api/me/certificates/', '/api/me/cohort-certificates/')) return String(ids.certificateId);
    if (under('/api/docs/')) return 'start.js'; // the API reference page's own script
    if (under('/media/')) return name === 'key' ? ids.media.split('/')[0]! : ids.media.split('/')[1]!;
    throw new Error(`Give ${pattern}'s parameter :${name} a value from the demo content`);
  });
  return url.includes('one-click-unsubscribe') || url.includes('confirm-link')
    ? `${url}?token=${CAPABILITY_TOKEN}`
    : url;
}

/** What an answer shows that it should not: phone numbers, addresses outside `allowed`, private files. */
function leaks(body: string, allowed: Set<string>, privateFiles: string[]): string[] {
  // A JSON number is a figure, never a phone number (phones are text wherever they are kept): a sum in paise
  // such as 6500000000 (₹6.5 crore) looks like an Indian mobile number.
  const text = body.replace(/(?<=[:[,])-?\d+(?:\.\d+)?(?=[,\]}])/g, '0');
  const found = [
    ...(text.match(PHONE) ?? []).map((phone) => `phone ${phone}`),
    ...(body.match(EMAIL) ?? [])
      .filter((email) => !allowed.has(email.toLowerCase()))
      .map((email) => `email ${email}`),
    ...privateFiles.filter((name) => body.includes(name)).map((name) => `private file ${name}`),
  ];
  return [...new Set(found)];
}

describe('personal contact data in public answers', () => {
  let t: TestApp;
  let root: string;
  let ids: Ids;
  let privateFiles: string[];
  let stranger: SignedIn;
  const publicAddresses = new Set(PUBLIC_ADDRESSES.map((entry) => entry.address.toLowerCase()));

  beforeAll(async () => {
    // A built site whose page renderer writes out all the data it is handed, so whatever a page would render
    // on the server is in its HTML (docs/decisions/030-public-pages-rendered-with-their-data.md). Build-time
    // pages hold no data (docs/decisions/011-prerendering-with-react-dom-static.md).
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-site-'));
    for (const dir of ['client', 'pages', 'render']) fs.mkdirSync(path.join(root, dir));
    const page = `<html><head><title>Page</title>\n  </head><body><div id="root"></div>\n  </body></html>`;
    for (const name of ['_shell', 'startups', 'news', 'partners', 'privacy'])
      fs.writeFileSync(path.join(root, 'pages', `${name}.html`), page);
    fs.writeFileSync(
      path.join(root, 'render', 'entry-prerender.js'),
      `export async function renderWithData(url, data) {
        return { html: '<pre>' + JSON.stringify(data).replaceAll('<', '&lt;') + '</pre>', state: data };
      }`,
    );
    t = await createTestApp({
      seedDemoContent: true,
      seedDemoActivity: true,
      clientDir: path.join(root, 'client'),
    });
    const db = t.app.db;
    const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    const application = await first(
      db
        .selectFrom('post_applications')
        .select(['id', 'internship_id', 'project_id'])
        .where('cv_key', 'is not', null)
        .where('internship_id', 'is not', null)
        .execute(),
    );
    const startup = await first(
      db.selectFrom('startups').select(['id', 'slug']).where('status', '=', 'active').execute(),
    );
    const mediaSource = (await t.app.inject('/api/content/team')).json<{
      items: { image: { src: string } | null }[];
    }>().items[0]!.image!.src;
    ids = {
      event: (await first(db.selectFrom('events').select('id').execute())).id,
      newsSlug: (await t.app.inject('/api/news')).json<{ items: { slug: string }[] }>().items[0]!.slug,
      startupSlug: startup.slug,
      startupId: startup.id,
      cohort: (await first(db.selectFrom('cohorts').select('id').execute())).id,
      internship: application.internship_id!,
      project: (
        await first(
          db
            .selectFrom('post_applications')
            .select('project_id')
            .where('project_id', 'is not', null)
            .execute(),
        )
      ).project_id!,
      application: application.id,
      media: mediaSource.replace(/^\/media\//, ''),
      certificateCode: (await first(db.selectFrom('event_certificates').select('code').execute())).code,
      grant: (await first(db.selectFrom('grants').select('id').execute())).id,
      tranche: (await first(db.selectFrom('grant_tranches').select('id').execute())).id,
      certificateId: (await first(db.selectFrom('event_certificates').select('id').execute())).id,
    };
    privateFiles = (await db.selectFrom('private_files').select(['key', 'filename']).execute()).flatMap(
      (file) => [file.key, file.filename],
    );
    stranger = await signIn(t.app, 'unrelated.person@example.org', 'Unrelated Person');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  /** Every public GET route: the API's declared `public`, and every page and file the server sends. */
  const publicRoutes = () => [
    ...t.app.apiRoutes
      .filter((route) => route.method === 'GET' && route.access === 'public')
      .map((r) => r.url),
    ...t.app.readRoutes.filter((url) => !url.startsWith('/api/')),
  ];

  it('knows what it looks for: the demo content holds numbers, addresses and CVs the checks recognise', async () => {
    const ideas = await t.app.db.selectFrom('ideas').select('contact').execute();
    expect(ideas.length).toBeGreaterThan(0);
    for (const { contact } of ideas) expect(contact.match(PHONE), contact).not.toBeNull();
    const users = await t.app.db.selectFrom('users').select('email').execute();
    expect(users.length).toBeGreaterThan(10);
    // Every account's address is recognised as personal, except a team member's, which the Team card publishes.
    for (const { email } of users.filter((user) => !publicAddresses.has(user.email)))
      expect(leaks(email, publicAddresses, [])).toEqual([`email ${email}`]);
    expect(users.filter((user) => !publicAddresses.has(user.email)).length).toBeGreaterThan(10);
    expect(privateFiles.some((name) => name.endsWith('.pdf'))).toBe(true);
    expect(leaks('A sum of 1764201234567 ms, id 9876-5432, +0530', publicAddresses, [])).toEqual([]);
  });

  it('shows no phone number, personal email or private file to a visitor, on any public route', async () => {
    const visited = new Set<string>();
    const found: string[] = [];
    for (const pattern of publicRoutes()) {
      if (pattern in NOT_WALKED) continue;
      const url = concrete(pattern, ids);
      const response = await t.app.inject({ method: 'GET', url });
      visited.add(pattern);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      if (String(response.headers['content-type']).startsWith('image/')) continue;
      for (const leak of leaks(response.body, publicAddresses, privateFiles)) found.push(`${url}: ${leak}`);
    }
    expect(found).toEqual([]);
    // Every public route was visited (or is listed with its reason above): a new one joins the walk.
    expect(publicRoutes().filter((pattern) => !visited.has(pattern) && !(pattern in NOT_WALKED))).toEqual([]);
    expect(visited.size).toBeGreaterThan(60);
  });

  it('shows someone signed in, unrelated to the demo rows, only what any signed-in person may see', async () => {
    // docs/product.md#private-contact: the WhatsApp numbers of listed ideas and the project contact emails
    // are for any signed-in person; their own address too. Nothing else personal.
    const listedIdeas = await t.app.db
      .selectFrom('ideas')
      .select('contact')
      .where('status', '=', 'approved')
      .execute();
    const listedProjects = await t.app.db
      .selectFrom('projects')
      .select('contact')
      .where('status', '=', 'approved')
      .execute();
    const mayShow: Record<string, string[]> = {
      '/api/ideas': listedIdeas.map((row) => row.contact),
      '/api/projects': listedProjects.map((row) => row.contact),
    };
    const routes = [
      ...publicRoutes().filter((pattern) => pattern.startsWith('/api/')),
      ...t.app.apiRoutes
        .filter((route) => route.method === 'GET' && route.access === 'user')
        .map((r) => r.url),
    ];
    const found: string[] = [];
    for (const pattern of routes) {
      if (pattern in NOT_WALKED) continue;
      const url = concrete(pattern, ids);
      const response = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      let body = response.body;
      for (const shown of mayShow[pattern] ?? []) body = body.replaceAll(shown, '');
      const allowed = new Set([...publicAddresses, stranger.email]);
      for (const leak of leaks(body, allowed, privateFiles)) found.push(`${url}: ${leak}`);
    }
    expect(found).toEqual([]);
    // The signed-in lists do carry the contacts: the walk above saw them and let them through.
    const ideas = await t.app.inject({ method: 'GET', url: '/api/ideas', headers: stranger.headers });
    expect(ideas.body).toContain(mayShow['/api/ideas']![0]!);
  });
});
