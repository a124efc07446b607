import sharp from 'sharp';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '#common/auth';
import { ADMIN_PATH, ADMIN_TABS, PAGE_ROUTES } from '#common/routes';
import { codeIn } from '#server/test-support/smtp-test-server';
import { launchChromium } from './support/chromium';
import { answerNameStepIfAsked, nameFromAddress } from './support/sign-in';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

const ADMIN = 'layout.admin@iic.example.edu';
/** Phone widths, each with mobile emulation: a plain narrow window hides sideways scrolling. */
const WIDTHS = [320, 360, 390, 414] as const;

/** One unbroken word of `length` characters: the hardest text for a layout to hold. */
const word = (length: number, letter = 'W') => letter.repeat(length);
const longText = (length: number) =>
  `${word(120)} ${'Long words make narrow screens scroll sideways. '.repeat(200)}`.slice(0, length);

let site: SiteWithMail;
let browser: Browser;
let eventId = 0;

/** A phone at `width` px, signed in as the admin when asked. */
async function phone(width: number, signedIn: BrowserContext | null): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
    storageState: signedIn ? await signedIn.storageState() : undefined,
  });
}

beforeAll(async () => {
  site = await startSiteWithMail({ adminEmails: [ADMIN] });
  browser = await launchChromium();
  const context = await phone(390, null);
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/login`);
  // Through the login panel (not completeSignIn, whose expect.poll needs a running test).
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(ADMIN);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByRole('status').filter({ hasText: LOGIN_MESSAGES.sent }).waitFor();
  await dialog.getByLabel('One-time code').fill(codeIn(await site.mailbox(ADMIN)));
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await answerNameStepIfAsked(page, nameFromAddress(ADMIN));
  await page.waitForURL((url) => url.pathname !== '/login');
  const api = context.request;
  const send = async (method: 'POST' | 'PATCH', path: string, data: object, multipart = false) => {
    const response = await api.fetch(`${site.baseUrl}${path}`, {
      method,
      ...(multipart ? { multipart: data as Record<string, string> } : { data }),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  const image = { name: 'picture.png', mimeType: 'image/png', buffer: png };

  // Every displayed field at its longest, as one unbroken word where a name or title could be one.
  await send('PATCH', '/api/me', { fullName: word(100), bio: longText(1000), location: word(100) });
  const event = await send(
    'POST',
    '/api/events',
    {
      name: word(150),
      description: longText(5000),
      category: 'seminar',
      start_date: '2031-03-10',
      end_date: '2031-03-11',
      time: '10:00 AM - 1:00 PM',
      location: word(100),
      attendees: '50',
      registration_link: `https://example.org/${word(300, 'r')}`,
      image,
    },
    true,
  );
  eventId = (event.event as { id: number }).id;
  const posts = [
    await send('POST', '/api/ideas', {
      title: word(150),
      mainTag: word(40),
      description: longText(5000),
      ownerName: word(100),
      designation: word(100),
      contact: '+91 98765 43210',
      extraTags: `${word(40, 'a')}, ${word(40, 'b')}`,
    }),
    await send('POST', '/api/projects', {
      projectTitle: word(150),
      byWhom: word(100),
      contact: `${word(60, 'o')}@example.org`,
      description: longText(5000),
      workType: 'Hybrid',
      requirements: longText(3000),
      applicationLink: `https://forms.example.com/${word(300, 'f')}`,
    }),
    await send('POST', '/api/internships', {
      title: word(150),
      company: word(100),
      location: word(100),
      type: 'Full-time',
      duration: word(100),
      stipend: '15000',
      description: longText(5000),
      requirements: longText(3000),
      applyLink: `https://example.com/${word(300, 'a')}`,
      contact: `${word(60, 'c')}@example.org`,
    }),
  ];
  for (const [kind, post] of [
    ['ideas', posts[0]!],
    ['projects', posts[1]!],
    ['internships', posts[2]!],
  ] as const)
    await send('PATCH', `/api/${kind}/${post.id as number}`, { status: 'approved' });
  await send('POST', '/api/contact', {
    name: word(100),
    email: 'writer@example.org',
    message: longText(5000),
  });
  await send('POST', '/api/company-verification', {
    companyName: word(100),
    companyWebsite: `https://company.example.com/${word(200, 'w')}`,
    linkedinUrl: 'https://www.linkedin.com/company/example',
    additionalInfo: longText(1000),
  });
  // Programmes take applications through calls (docs/product.md#programme-applications).
  const call = await send('POST', '/api/calls', {
    program: 'incubation',
    title: word(100),
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    rubric: [{ id: 'team', name: 'Team', weight: 1 }],
  });
  await send('POST', `/api/calls/${call.id as number}/applications`, {
    teamName: word(100),
    stage: 'Prototype',
    description: longText(2000),
    teamSize: 3,
    phone: '+91 98765 43210',
  });
  signedInState = context;
}, 180_000);

let signedInState: BrowserContext;

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Pages opened from a mailed link: without its token they rightly hear "not a valid link" (a 400). */
const TOKEN_PAGES: string[] = [
  '/login',
  '/newsletter/one-click-unsubscribe',
  '/newsletter/confirm',
  '/alerts/unsubscribe',
];
const PUBLIC_PATHS = [
  ...PAGE_ROUTES.filter((route) => route.prerender).map((route) => route.path),
  '/events/:id',
];
const SIGNED_IN_PATHS = [
  ...PAGE_ROUTES.filter((route) => !route.prerender && !TOKEN_PAGES.includes(route.path)).map(
    (route) => route.path,
  ),
  ...ADMIN_TABS.map((tab) => `${ADMIN_PATH}/${tab.slug}`),
];

/**
 * Words of ordinary length (a tab label, a price, a date) that a box too narrow for them split across two
 * lines, as "Upcomin/g" or "₹15,000/mont/h": the page's `overflow-wrap: anywhere` keeps long typed words from
 * widening the page, so a short word only breaks when a layout squeezes it. Breaks at a space, hyphen or
 * slash are ordinary line breaks; the parts of an address ("example" in writer@example.org, "company" in a
 * link) count as words, so `break-all` on an address is caught; parts longer than 14 characters (typed
 * names) may break.
 */
function wordsBrokenAcrossLines(): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('.sr-only, [aria-hidden="true"], svg, script, style, noscript')) continue;
    const text = node.textContent ?? '';
    // A word cut by a <wbr> or an element (a shown address split at its dots) may go on in the next node:
    // judge only the words this node holds whole.
    const whole = parent.textContent === text;
    for (const match of text.matchAll(/[^\s\-‐–—/·\u200b.@?&=:]{2,}/g)) {
      const end = match.index + match[0].length;
      if (match[0].length > 14 || (!whole && (match.index === 0 || end === text.length))) continue;
      range.setStart(node, match.index);
      range.setEnd(node, end);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return [...new Set(broken)].slice(0, 5);
}

/** Short pills ("0 subscribed", "Pending") laid out as inline text that a line break cuts in two. */
function badgesSplitAcrossLines(): string[] {
  return [...document.querySelectorAll('span[class*="rounded-full"]')]
    .filter((badge) => (badge.textContent ?? '').trim().length <= 24)
    .filter((badge) => getComputedStyle(badge).display === 'inline' && badge.getClientRects().length > 1)
    .map((badge) => (badge.textContent ?? '').trim())
    .slice(0, 5);
}

/**
 * Heights of the long stored texts behind a "Show more" that are not clamped to their four lines
 * (docs/product.md#long-texts): a clamp that another class's `display` undoes prints 5,000 characters.
 */
function longTextsNotClamped(): number[] {
  return [...document.querySelectorAll('button[aria-expanded="false"][aria-controls]')]
    .filter((button) => button.textContent?.trim() === 'Show more')
    .map((button) => document.getElementById(button.getAttribute('aria-controls') ?? ''))
    .filter((text): text is HTMLElement => text !== null)
    .map((text) => ({ text, line: parseFloat(getComputedStyle(text).lineHeight) || 24 }))
    .filter(({ text, line }) => text.getBoundingClientRect().height > line * 4.5)
    .map(({ text }) => Math.round(text.getBoundingClientRect().height));
}

/**
 * What is fixed over the page besides the navigation bar (docs/product.md#newsletter-button): nothing may be,
 * so no button ever covers content (the newsletter button sits in the footer).
 */
function fixedOverContent(): string[] {
  return [...document.querySelectorAll('body *')]
    .filter((element) => getComputedStyle(element).position === 'fixed')
    .filter((element) => !element.closest('header, dialog, [role="dialog"], .sr-only'))
    .map((element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
    );
}

/** Visits each path on a phone; lists every page that scrolls sideways, breaks a word or logs an error. */
async function sweep(width: number, paths: string[], signedIn: boolean): Promise<string[]> {
  const context = await phone(width, signedIn ? signedInState : null);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const problems: string[] = [];
  for (const path of paths) {
    errors.length = 0;
    await page.goto(`${site.baseUrl}${path.replace(':id', String(eventId))}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelectorAll('.animate-pulse').length === 0);
    const overflow = await page.evaluate((viewport) => {
      const wider = document.documentElement.scrollWidth - viewport;
      if (wider <= 0) return null;
      const sticksOut = (element: Element | null) =>
        !!element &&
        element.getBoundingClientRect().right > viewport + 1 &&
        !element.classList.contains('sr-only');
      // The innermost element that sticks out: what holds the text too long for the screen.
      const culprit = [...document.body.querySelectorAll('*')]
        .filter(
          (element) =>
            sticksOut(element) &&
            getComputedStyle(element).position !== 'fixed' &&
            element.closest('svg') === null,
        )
        .filter((element) => ![...element.children].some(sticksOut))
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)} "${(element.textContent ?? '').slice(0, 30)}"`,
        )
        .slice(0, 2)
        .join(', ');
      return `${wider}px too wide (${culprit})`;
    }, width);
    if (overflow) problems.push(`${path} at ${width}px${signedIn ? ' signed in' : ''}: ${overflow}`);
    for (const unclamped of await page.evaluate(longTextsNotClamped))
      problems.push(`${path} at ${width}px: a long text is printed whole (${unclamped}px high)`);
    for (const badge of await page.evaluate(badgesSplitAcrossLines))
      problems.push(`${path} at ${width}px: the badge "${badge}" is split across lines`);
    for (const broken of await page.evaluate(wordsBrokenAcrossLines))
      problems.push(`${path} at ${width}px: "${broken}" is broken inside a word`);
    for (const fixed of await page.evaluate(fixedOverContent))
      problems.push(`${path} at ${width}px: "${fixed}" is fixed over the page`);
    for (const error of errors) problems.push(`${path} at ${width}px: console error ${error.slice(0, 200)}`);
  }
  await context.close();
  return problems;
}

// Two sweeps at a time (the e2e project's maxConcurrency), each in a context of its own: a page spends about
// half a second waiting for the network to be idle, which the other sweep's checks use.
describe.concurrent('phones, with the longest content every field allows', () => {
  for (const width of WIDTHS) {
    it(`no page scrolls sideways, breaks a word or logs an error at ${width}px, signed out`, async ({
      expect,
    }) => {
      expect(await sweep(width, PUBLIC_PATHS, false)).toEqual([]);
    }, 180_000);
    it(`no page scrolls sideways, breaks a word or logs an error at ${width}px, signed in`, async ({
      expect,
    }) => {
      // Public pages once (hydration does not depend on the width): signed in, their prerendered
      // (signed-out) HTML must still hydrate without a mismatch.
      const paths = width === 390 ? [...PUBLIC_PATHS, ...SIGNED_IN_PATHS] : SIGNED_IN_PATHS;
      expect(await sweep(width, paths, true)).toEqual([]);
    }, 180_000);
  }
});

describe('wide screens', () => {
  it('lines up the programme cards’ duration badges side by side, whatever the titles above them', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/programs`, { waitUntil: 'networkidle' });
    const badges = page.locator('main ul > li > h2 + p');
    await expect.poll(() => badges.count()).toBeGreaterThanOrEqual(3);
    const tops = await badges.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    const titleHeights = await page.locator('main ul > li > h2').evaluateAll((elements) =>
      // The text's own height: in the subgrid the heading's box stretches to the tallest title.
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().height;
      }),
    );
    // The demo titles take one and two lines at this width, so a card without the subgrid would differ.
    expect(new Set(titleHeights.map(Math.round)).size).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
    await context.close();
  }, 60_000);
});
