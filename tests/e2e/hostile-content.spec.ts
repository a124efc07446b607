import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FIELD } from '#common/content';
import { ADMIN_PATH, ADMIN_TABS, PAGE_ROUTES } from '#common/routes';
import {
  codeIn,
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';
import { startSiteServer, type SiteServer } from './support/site-server';
import { signInWithSession } from './support/session';

const ADMIN = 'hostile.admin@iic.example.edu';
const CENTRE_INBOX = 'incubation@iic.example.edu';
const READER = 'reader@example.org';
/** Markup that runs script if any page ever renders it as HTML instead of text (98 characters). */
const XSS = `"><svg onload="window.__xss=1"><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
/** For fields of at most 25 characters. */
const SHORT_XSS = '<svg onload=__xss=1>';
const JS_URL = 'javascript:window.__xss=1';

let smtp: SmtpTestServer;
let nextMailFor: ReturnType<typeof mailboxReader>;
let site: SiteServer;
let browser: Browser;
let page: Page;
let dialogs: string[];
let api: APIRequestContext;
let eventId: number;
let png: Buffer;

const signIn = (email: string) => signInWithSession(page.context(), site, email);

/** Calls the API with the browser's session (same cookies, no Origin: a same-site client). */
async function send(method: 'POST' | 'PATCH', path: string, data: object, multipart = false) {
  const options = multipart ? { multipart: data as Record<string, string> } : { data };
  const response = await api.fetch(`${site.baseUrl}${path}`, { method, ...options });
  return { status: response.status(), body: await response.text() };
}

async function stored(method: 'POST' | 'PATCH', path: string, data: object, multipart = false) {
  const response = await send(method, path, data, multipart);
  expect(response.status, `${method} ${path}: ${response.body}`).toBeLessThan(300);
  return JSON.parse(response.body) as Record<string, unknown>;
}

const image = (name = 'picture.png') => ({ name, mimeType: 'image/png', buffer: png });

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  nextMailFor = mailboxReader(smtp);
  site = await startSiteServer({ SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN, CENTRE_INBOX_EMAIL: CENTRE_INBOX });
  browser = await launchChromium();
  ({ page } = await openPage(browser, { viewport: VIEWPORTS.desktop }));
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  api = page.context().request;
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  await signIn(ADMIN);

  // Every text field any page shows, filled with markup.
  await stored('PATCH', '/api/me', { fullName: XSS, bio: XSS, location: XSS });
  const event = await stored(
    'POST',
    '/api/events',
    {
      name: XSS,
      description: XSS,
      category: 'seminar',
      start_date: '2031-03-10',
      end_date: '2031-03-11',
      time: XSS,
      location: XSS,
      attendees: '50',
      registration_link: 'https://example.org/register',
      image: image(),
    },
    true,
  );
  eventId = (event.event as { id: number }).id;
  const idea = await stored('POST', '/api/ideas', {
    title: XSS,
    mainTag: SHORT_XSS,
    description: XSS,
    ownerName: XSS,
    designation: XSS,
    contact: '+91 98765 43210',
    extraTags: `${SHORT_XSS}, ${SHORT_XSS}x`,
  });
  const project = await stored('POST', '/api/projects', {
    projectTitle: XSS,
    byWhom: XSS,
    contact: 'owner@example.org',
    description: XSS,
    workType: 'Hybrid',
    requirements: XSS,
    applicationLink: 'https://forms.example.com/project',
  });
  const internship = await stored('POST', '/api/internships', {
    title: XSS,
    company: XSS,
    location: XSS,
    type: 'Full-time',
    duration: XSS,
    stipend: '15000',
    description: XSS,
    requirements: XSS,
    applyLink: 'https://example.com/apply',
    contact: 'owner@example.org',
  });
  for (const [kind, post] of [
    ['ideas', idea],
    ['projects', project],
    ['internships', internship],
  ] as const)
    await stored('PATCH', `/api/${kind}/${post.id as number}`, { status: 'approved' });

  // One post stays pending, for the moderation tab.
  await stored('POST', '/api/ideas', {
    title: XSS,
    mainTag: 'Pending',
    description: XSS,
    ownerName: XSS,
    designation: 'Student',
    contact: '+91 98765 43210',
  });
  await stored('POST', '/api/contact', { name: XSS, email: 'writer@example.org', message: XSS });
  await stored('POST', '/api/company-verification', {
    companyName: XSS,
    companyWebsite: 'https://company.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    additionalInfo: XSS,
  });
  // Programmes take applications through calls (docs/product.md#programme-applications).
  const call = await stored('POST', '/api/calls', {
    program: 'incubation',
    title: XSS,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    rubric: [{ id: 'team', name: 'Team', weight: 1 }],
  });
  await stored('POST', `/api/calls/${call.id as number}/applications`, {
    teamName: XSS,
    stage: 'Prototype',
    description: XSS,
    teamSize: 3,
    phone: '+91 98765 43210',
  });
  const person = { name: XSS, linkedin: 'https://www.linkedin.com/in/example', email: 'person@example.org' };
  await stored('POST', '/api/admin/content/team', { ...person, group: 'core', role: XSS }, true);
  await stored('POST', '/api/admin/content/mentors', { ...person, field: XSS, bio: XSS }, true);
  await stored('POST', '/api/admin/content/slides', { caption: XSS, [PHOTO_FIELD]: image() }, true);
  await stored('POST', '/api/newsletter/subscribe', { email: READER });
  // Double opt-in: the reader confirms with the mailed code before the campaign goes out.
  await stored('POST', '/api/newsletter/confirm', {
    email: READER,
    otp: codeIn(await nextMailFor(READER, 60_000)),
  });
  await stored('POST', '/api/newsletter/campaigns', { subject: XSS, body: XSS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.close();
});

/** What a page holds that would show markup was injected or script ran. */
async function injectionSigns() {
  return page.evaluate(() => {
    const withHandlers = [...document.querySelectorAll('*')]
      .filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name)))
      .map((element) => element.outerHTML.slice(0, 120));
    const scriptLinks = [...document.querySelectorAll('a[href], form[action], iframe[src]')]
      .map(
        (element) =>
          element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('src'),
      )
      .filter((value) => /^\s*javascript:/i.test(value ?? ''));
    return {
      ran: (window as unknown as { __xss?: unknown }).__xss,
      withHandlers,
      scriptLinks,
      injectedImages: document.querySelectorAll('img[src="x"]').length,
    };
  });
}

const showsPayload = () => page.evaluate((text) => document.body.textContent?.includes(text) ?? false, XSS);

/** Pages whose data holds the payload; every other page is visited too, for injection only. */
const SHOWING = [
  '/',
  '/events',
  `/events/:id`,
  '/wall-of-ideas',
  '/internships',
  '/projects',
  '/team',
  '/profile',
  '/application-status',
  '/company-verification',
  ...['contact-responses', 'event-upload', 'startup-verification', 'user-submissions', 'calls'].map(
    (slug) => `${ADMIN_PATH}/${slug}`,
  ),
  `${ADMIN_PATH}/newsletter`,
  `${ADMIN_PATH}/content`,
  `${ADMIN_PATH}/activity`,
];

describe('markup stored in text fields', () => {
  it('comes back inert and literal on every page and admin tab (desktop)', async () => {
    const paths = [
      ...PAGE_ROUTES.map((route) => route.path).filter(
        (path) =>
          ![
            '/login',
            '/newsletter/one-click-unsubscribe',
            '/newsletter/confirm',
            '/alerts/unsubscribe',
          ].includes(path),
      ),
      '/events/:id',
      ...ADMIN_TABS.map((tab) => `${ADMIN_PATH}/${tab.slug}`),
    ];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${site.baseUrl}${path.replace(':id', String(eventId))}`);
      if (SHOWING.includes(path)) {
        await expect.poll(showsPayload, { timeout: 15_000, message: `${path} shows the text` }).toBe(true);
      } else {
        await page.waitForLoadState('load');
      }
      const signs = await injectionSigns();
      const clean = { ran: undefined, withHandlers: [], scriptLinks: [], injectedImages: 0 };
      if (JSON.stringify({ ...clean, ...signs }) !== JSON.stringify(clean))
        problems.push(`${path}: ${JSON.stringify(signs)}`);
    }
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 240_000);

  it('is escaped in the server-rendered head of /events/:id and in the sitemap', async () => {
    const html = await (await fetch(`${site.baseUrl}/events/${eventId}`)).text();
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>window.__xss');
    expect(html).toContain('&lt;svg onload=');
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('<svg');
    expect(sitemap).toContain(`/events/${eventId}`);
  });

  it('is escaped in the HTML of the mails it goes into', async () => {
    const inbox = await smtp.waitFor(
      (mail) => (mail.html ?? '').includes('&lt;svg') && mail.envelopeTo.includes(CENTRE_INBOX),
    );
    expect(inbox.html).not.toMatch(/<svg|<img src=x|<script/);
    const campaign = await nextMailFor(READER, 60_000);
    expect(campaign.html).toContain('&lt;svg onload=');
    expect(campaign.html).not.toMatch(/<svg|<img src=x|<script/);
    for (const mail of smtp.received)
      expect(mail.html ?? '', mail.subject).not.toMatch(/<svg|<img src=x|<script>/);
  });

  it('refuses markup as a newsletter subscriber address (the admin tab shows addresses)', async () => {
    for (const email of [
      `"${SHORT_XSS}"@example.org`,
      `${SHORT_XSS}@example.org`,
      `a@example.org${SHORT_XSS}`,
    ]) {
      const response = await send('POST', '/api/newsletter/subscribe', { email });
      expect(response.status, response.body).toBe(400);
    }
  });

  it('refuses javascript: addresses wherever a link is accepted', async () => {
    const attempts = [
      send('PATCH', `/api/events/${eventId}`, { registration_link: JS_URL }),
      send('POST', '/api/projects', {
        projectTitle: 'x',
        byWhom: 'x',
        contact: 'x',
        description: 'x',
        workType: 'Hybrid',
        requirements: 'x',
        applicationLink: JS_URL,
      }),
      send('POST', '/api/internships', {
        title: 'x',
        company: 'x',
        location: 'x',
        type: 'Full-time',
        duration: 'x',
        stipend: '1',
        description: 'x',
        requirements: 'x',
        applyLink: JS_URL,
        contact: 'x',
      }),
      send('POST', '/api/company-verification', {
        companyName: 'x',
        companyWebsite: JS_URL,
        linkedinUrl: JS_URL,
        socialMediaUrl: JS_URL,
        additionalInfo: 'x',
      }),
      send(
        'POST',
        '/api/admin/content/team',
        {
          group: 'core',
          name: 'x',
          role: 'x',
          linkedin: JS_URL,
          email: 'x@example.org',
        },
        true,
      ),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status, response.body).toBe(400);
  });
});
