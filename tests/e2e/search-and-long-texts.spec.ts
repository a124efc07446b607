import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection';
import { insertInternship } from '#server/features/opportunities/repository';
import { axeViolations } from './support/axe';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';
import { startSiteServer, type SiteServer } from './support/site-server';

// Searching a list finds what its cards show and marks it; long bios and roles can be read whole
// (docs/product.md#list-search-and-paging, docs/product.md#long-texts).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const LONG_ROLE = 'Co-founder & Faculty Advisor, Department of Electronics and Communication Engineering';
const LONG_BIO =
  'Twenty years in chip design across Bengaluru and Austin, the last eight leading a team of forty engineers ' +
  'that took three sensor chips from first silicon to volume production. Since then she has helped eleven ' +
  'hardware start-ups of the centre plan their first production run, choose contract manufacturers, read ' +
  'quotations and avoid the usual surprises of certification. The last sentence says: all of it is readable.';
const NARROW = { width: 320, height: 700 };

let site: SiteServer;
let browser: Browser;
let mentorName = '';

beforeAll(async () => {
  site = await startSiteServer();
  const database = openDatabase({ kind: 'sqlite', file: path.join(site.dataDir, 'centre.sqlite') });
  try {
    const db = database.db;
    const owner = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await insertInternship(db, {
      owner_id: owner.id,
      title: 'Machine Learning Intern',
      company: 'Krishi Vision Labs',
      location: 'Remote',
      type: 'Part-time',
      duration: '6 months',
      stipend: 12000,
      description: 'Train crop-disease models on field photos.',
      requirements: 'Python and PyTorch\nSome computer vision coursework\n10 hours a week',
      apply_link: 'https://example.com/careers/ml-intern',
      contact: 'jobs@krishivision.example.com',
      created_at: new Date().toISOString(),
    });
    await db
      .updateTable('internships')
      .set({ status: 'approved', reviewed_at: new Date().toISOString() })
      .where('title', '=', 'Machine Learning Intern')
      .execute();
    const mentor = await db
      .selectFrom('mentors')
      .select(['id', 'name'])
      .orderBy('position')
      .executeTakeFirstOrThrow();
    mentorName = mentor.name;
    await db.updateTable('mentors').set({ bio: LONG_BIO }).where('id', '=', mentor.id).execute();
    const founder = await db
      .selectFrom('team_members')
      .select('id')
      .where('group_name', '=', 'founders')
      .orderBy('position')
      .executeTakeFirstOrThrow();
    await db.updateTable('team_members').set({ role: LONG_ROLE }).where('id', '=', founder.id).execute();
  } finally {
    await database.close();
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('internship search', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ])('finds and marks "python" on /internships (%s)', async (name, viewport) => {
    const { page, problems } = await openPage(browser, { viewport });
    await page.goto(`${site.baseUrl}/internships`);
    const cards = page.locator('main ul.grid > li');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search internships' }).fill('python');
    await expect.poll(() => page.locator('main mark').count()).toBeGreaterThan(0);
    // Every card left holds the word, and shows it marked.
    const marked = await cards.evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase())),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const words of marked) expect(words).toContain('python');
    const card = cards.filter({ hasText: 'Machine Learning Intern' });
    expect(await card.locator('mark').allTextContents()).toEqual(['Python']);
    // Two words from different fields narrow it to the post holding both.
    await page.getByRole('searchbox', { name: 'Search internships' }).fill('python remote');
    await expect.poll(() => card.locator('mark').allTextContents()).toEqual(['Remote', 'Python']);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await shoot(page, `internships-search-python-${name}`);
  });
});

describe('long texts', () => {
  it.each([
    ['320', NARROW],
    ['390', VIEWPORTS.phone],
    ['1366', VIEWPORTS.desktop],
  ])('a long mentor bio opens with "Show more" on /mentors at %s px', async (name, viewport) => {
    const { page, problems } = await openPage(browser, { viewport });
    await page.goto(`${site.baseUrl}/mentors`);
    const more = page.getByRole('button', { name: `Show more of ${mentorName}’s bio` });
    await more.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const bio = page.getByText(LONG_BIO);
    const clamped = await bio.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(clamped).toBe(true);
    await shoot(page, `mentors-bio-closed-${name}`);
    await more.click();
    const less = page.getByRole('button', { name: `Show less of ${mentorName}’s bio` });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await bio.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await shoot(page, `mentors-bio-open-${name}`);
  });

  it.each([
    ['320', NARROW],
    ['390', VIEWPORTS.phone],
    ['1366', VIEWPORTS.desktop],
  ])('a long team role wraps whole on home at %s px', async (name, viewport) => {
    const { page, problems } = await openPage(browser, { viewport });
    await page.goto(`${site.baseUrl}/`);
    const role = page.locator('#team').getByText(LONG_ROLE);
    await role.waitFor();
    await role.scrollIntoViewIfNeeded();
    // Nothing cut: no ellipsis, and the box is as wide and as tall as its text.
    const cut = await role.evaluate(
      (element) =>
        getComputedStyle(element).textOverflow === 'ellipsis' ||
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1,
    );
    expect(cut).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
    if (SCREENSHOTS)
      await page.locator('#team').screenshot({ path: `${SCREENSHOTS}/home-team-role-${name}.png` });
  });
});
