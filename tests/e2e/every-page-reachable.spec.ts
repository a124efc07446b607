import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '#common/routes';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'reach.admin@iic.example.edu';
const journey = useJourney({ admins: [ADMIN], shots: 'test-results/every-page-reachable' });

/** What every visitor may open. */
const PUBLIC = [
  '/',
  '/about',
  '/programs',
  '/team',
  '/events',
  '/events/:id',
  '/wall-of-ideas',
  '/internships',
  '/projects',
  '/contact',
  '/partners',
  '/privacy',
  '/metrics',
  '/mentors',
  '/news',
  '/news/:slug',
  '/startups',
  '/startups/:slug',
  '/login',
  '/newsletter/unsubscribe',
];
/** What everyone signed in has (docs/product.md#personal-hub), and the forms they start from those pages. */
const SIGNED_IN = [
  ...PUBLIC.filter((path) => path !== '/login'),
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
  '/internships/:id/apply',
  '/projects/:id/apply',
  '/apply',
];

/**
 * docs/product.md#personal-hub: each demo role's pages (the demo seed's accounts, src/server/db/seed), every
 * one of which that role reaches from the home page by links and menus alone.
 */
const ROLES: { role: string; email: string | null; pages: string[] }[] = [
  { role: 'visitor', email: null, pages: PUBLIC },
  { role: 'student', email: 'reach.student@student.example.edu', pages: SIGNED_IN },
  { role: 'poster', email: 'demo.founder@iic.example.edu', pages: SIGNED_IN },
  { role: 'applicant', email: 'meera.iyer@student.example.edu', pages: SIGNED_IN },
  { role: 'reviewer', email: 'priya.reviewer@iic.example.edu', pages: [...SIGNED_IN, '/review'] },
  { role: 'mentor', email: 'rahul.mentor@mentors.example.com', pages: [...SIGNED_IN, '/my/office-hours'] },
  {
    role: 'founder',
    email: 'meera@quietgrid.example.com',
    pages: [...SIGNED_IN, '/my/cohort', '/my/office-hours', '/office-hours'],
  },
  {
    role: 'admin',
    email: ADMIN,
    pages: [...SIGNED_IN, '/ad123', ...ADMIN_TABS.map((tab) => `/ad123/${tab.slug}`)],
  },
];

/** A page's kind: one event, post, startup or apply form stands for all of them. */
function kindOf(path: string): string {
  return path
    .replace(/^\/events\/\d+$/, '/events/:id')
    .replace(/^\/news\/[a-z0-9-]+$/, '/news/:slug')
    .replace(/^\/startups\/[a-z0-9-]+$/, '/startups/:slug')
    .replace(/^\/(internships|projects)\/\d+\/apply$/, '/$1/:id/apply')
    .replace(/^\/ad123\/events\/\d+\/check-in$/, '/ad123/events/:id/check-in')
    .replace(/(.)\/$/, '$1');
}

/** The same-site page addresses the page's links lead to, those inside closed menus included. */
function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.origin === location.origin && !link.hasAttribute('download'))
      .map((link) => link.pathname + link.search)
      // Files are no pages: the API's, pictures, the news feed (/news.xml) and the sitemap.
      .filter((path) => !/^\/(api|media|assets)\//.test(path) && !/\.xml$/.test(path)),
  );
}

/**
 * Walks the site from `/` the way a person clicking links does (each link's address is where its click
 * goes; the links of a menu are in the page behind its button), one page of each kind, and answers every kind
 * reached with the chain of pages that led there.
 */
async function reachable(page: Page, errors: string[]): Promise<Map<string, string[]>> {
  const base = journey.site.baseUrl;
  let at = '/';
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at}: ${message.text()}`);
  });
  const reached = new Map<string, string[]>([['/', []]]);
  const queue: { path: string; trail: string[] }[] = [{ path: '/', trail: [] }];
  while (queue.length > 0) {
    const { path, trail } = queue.shift()!;
    at = path;
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelectorAll('.animate-pulse').length === 0);
    for (const next of await linksOf(page)) {
      const kind = kindOf(next.split('?')[0]!);
      if (reached.has(kind)) continue;
      reached.set(kind, [...trail, path]);
      // The login panel and the newsletter's own pages lead nowhere new.
      if (kind === '/login' || kind.startsWith('/newsletter/')) continue;
      queue.push({ path: next, trail: [...trail, path] });
    }
  }
  return reached;
}

// Two roles at a time (maxConcurrency in vitest.config.ts): a walk alternates between Chromium and the server,
// so two walks side by side take little longer than one.
describe.concurrent(
  'every page of every role is reachable from the home page by links and menus alone',
  () => {
    for (const { role, email, pages } of ROLES) {
      it(`as a ${role}`, async () => {
        const { page } = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
        try {
          if (email) await journey.signIn(page, email);
          const errors: string[] = [];
          const reached = await reachable(page, errors);
          const missing = pages.filter((kind) => !reached.has(kind));
          expect({ role, missing }).toEqual({ role, missing: [] });
          // Nobody reaches another role's pages by a link.
          if (role !== 'admin')
            expect([...reached.keys()].filter((kind) => kind.startsWith('/ad123'))).toEqual([]);
          // Admins may open every reviewer's page (docs/product.md#roles-and-permissions).
          if (role !== 'admin' && !pages.includes('/review')) expect(reached.has('/review')).toBe(false);
          // Refused requests of signed-out or other-role visits are expected; nothing else may go wrong.
          expect(errors.filter((error) => !/401|403|404/.test(error))).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  },
);
