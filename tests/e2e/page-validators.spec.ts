import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminCheckInPath, PAGE_ROUTES } from '#common/routes';
import { axeViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { nuHtmlChecker, type NuMessage } from './support/nu-html-checker';
import { openPage } from './support/page-helpers';

const ADMIN = 'validators.admin@iic.example.edu';
const journey = useJourney({ admins: [ADMIN], shots: 'test-results/page-validators' });

/** Every page's HTML the Nu Html Checker reads at the end, by a name saying which page, as whom and how wide. */
const documents = new Map<string, string>();

/**
 * The pages behind a sign-in, each opened by a demo account with something to show there
 * (src/server/db/seed): what everyone signed in has, then the founder's, the mentor's, the reviewer's and the
 * admin's own. `:internship` and `:project` stand for the first of each in the demo content.
 */
const SIGNED_IN: { role: string; email: string; paths: string[] }[] = [
  {
    role: 'applicant',
    email: 'meera.iyer@student.example.edu',
    paths: [
      '/my',
      '/my/events',
      '/application-status',
      '/my/posts',
      '/my/alerts',
      '/profile',
      '/work-profile',
      '/company-verification',
      '/post-idea',
      '/post-project',
      '/post-internship',
      '/internships/:internship/apply',
      '/projects/:project/apply',
      '/apply',
    ],
  },
  { role: 'founder', email: 'meera@quietgrid.example.com', paths: ['/my/cohort', '/office-hours'] },
  { role: 'mentor', email: 'rahul.mentor@mentors.example.com', paths: ['/my/office-hours'] },
  { role: 'reviewer', email: 'priya.reviewer@iic.example.edu', paths: ['/review'] },
  {
    role: 'admin',
    email: ADMIN,
    paths: [...ADMIN_TABS.map((tab) => `/ad123/${tab.slug}`), adminCheckInPath(1)],
  },
];

async function firstOf(list: 'events' | 'news' | 'startups' | 'internships' | 'projects') {
  const response = await fetch(`${journey.site.baseUrl}/api/${list}`);
  const { items } = (await response.json()) as { items: { id: number; slug?: string }[] };
  if (!items[0]) throw new Error(`the demo content has no ${list}`);
  return String(items[0].slug ?? items[0].id);
}

/** Opens `path` and waits until its content from the API has arrived: no skeleton left, an admin tab's heading shown. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(`${journey.site.baseUrl}${path}`, { waitUntil: 'networkidle' });
  const tab = /^\/ad123\/([a-z-]+)$/.exec(path)?.[1];
  if (tab) await page.locator(`#admin-tab-${tab}-heading`).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.animate-pulse').length === 0);
}

// docs/architecture.md#testing: the W3C's own HTML checker over every page as a browser has it, and
// axe-core at both widths over the pages behind a sign-in (accessibility.spec.ts sweeps the signed-out ones).
// Two pages at a time, each in a context of its own: most of a page's time is waiting for the network to be idle.
describe.concurrent('every page at 390 and 1366 px, signed out, signed in and as the admin', () => {
  it('the prerendered pages as the server sends them, and one event, news post and startup', async ({
    expect,
  }) => {
    const paths = [
      ...PAGE_ROUTES.filter((route) => route.prerender).map((route) => route.path),
      `/events/${await firstOf('events')}`,
      `/news/${await firstOf('news')}`,
      `/startups/${await firstOf('startups')}`,
    ];
    for (const path of paths) {
      const response = await fetch(`${journey.site.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      documents.set(`${path} (as sent)`, await response.text());
    }
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    it(`the pages the browser renders, signed out (${width})`, async () => {
      const { page } = await openPage(journey.browser, { viewport, reducedMotion: 'reduce' });
      try {
        for (const route of PAGE_ROUTES.filter((candidate) => !candidate.prerender)) {
          await openAndSettle(page, route.path);
          documents.set(`${route.path} (signed out, ${width})`, await page.content());
        }
      } finally {
        await page.context().close();
      }
    });

    for (const { role, email, paths } of SIGNED_IN) {
      it(`the ${role}'s pages pass axe (${width})`, async ({ expect }) => {
        const internship = await firstOf('internships');
        const project = await firstOf('projects');
        const { page, problems } = await openPage(journey.browser, { viewport, reducedMotion: 'reduce' });
        const violations: Record<string, string[]> = {};
        try {
          await journey.signIn(page, email);
          for (const pattern of paths) {
            const path = pattern.replace(':internship', internship).replace(':project', project);
            await openAndSettle(page, path);
            documents.set(`${path} (${role}, ${width})`, await page.content());
            const found = await axeViolations(page);
            if (found.length > 0) violations[path] = found;
          }
        } finally {
          await page.context().close();
        }
        expect(violations).toEqual({});
        expect(problems.consoleErrors).toEqual([]);
      });
    }
  }
});

describe('the HTML of all of them', () => {
  it('the Nu Html Checker finds no error in any of them', async () => {
    expect(documents.size, 'every page above was collected').toBeGreaterThan(60);
    // A page with two of one id and a <div> inside a <ul>: the checker must name both, or it did not run.
    const canary = 'canary (two of one id, a div in a list)';
    documents.set(
      canary,
      '<!doctype html><html lang="en"><title>x</title><p id="a">a</p><p id="a">b</p><ul><div></div></ul></html>',
    );
    const started = Date.now();
    const messages = await nuHtmlChecker(documents);
    console.info(`Nu Html Checker: ${documents.size} documents in ${Date.now() - started} ms`);
    const line = (message: NuMessage) => `${message.page}: ${message.text}`;
    const warnings = messages.filter((message) => message.type === 'warning');
    if (warnings.length > 0) console.info(warnings.map(line).join('\n'));
    const errors = messages.filter((message) => message.type === 'error');
    expect(errors.filter((message) => message.page === canary).map((message) => message.text)).toEqual([
      expect.stringMatching(/^Duplicate ID “a”/),
      expect.stringMatching(/^Element “div” not allowed as child of element “ul”/),
    ]);
    expect(errors.filter((message) => message.page !== canary).map(line)).toEqual([]);
  });
});
