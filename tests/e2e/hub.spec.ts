import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { axeViolations } from './support/axe';
import { openPage } from './support/page-helpers';

const ADMIN = 'hub.admin@iic.example.edu';
/** Demo accounts (src/server/db/seed): a cohort founder, and the poster whose posts have applicants. */
const FOUNDER = 'meera@quietgrid.example.com';
const POSTER = 'demo.founder@iic.example.edu';
const SHOTS = 'test-results/hub';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });

type Storage = Exclude<BrowserContextOptions['storageState'], undefined | string>;
const SIZES = [
  { name: '320', viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1366', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
];

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Signs in through the login panel; answers where sign-in landed and the session to open other sizes with. */
async function signedIn(email: string): Promise<{ landed: string; storage: Storage }> {
  const { page } = await openPage(journey.browser, { viewport: { width: 1366, height: 900 } });
  await journey.signInThroughUi(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  const landed = new URL(page.url()).pathname;
  const storage = await page.context().storageState();
  await page.context().close();
  return { landed, storage };
}

/** Opens the account menu the way the screen offers it (on a phone, inside the menu panel). */
async function openAccountMenu(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: 'Account menu' }).click();
}

describe('personal hub (docs/product.md#personal-hub)', () => {
  for (const [role, email, area, waiting] of [
    ['founder', FOUNDER, 'My cohort', /KPI report|Quiet Grid/],
    ['poster', POSTER, 'My posts', /new applicant/],
  ] as const) {
    it(`a ${role} lands on the hub after signing in, reaches it from the account menu, and it fits every screen`, async () => {
      const { landed, storage } = await signedIn(email);
      expect(landed).toBe('/my');
      for (const size of SIZES) {
        const phone = size.isMobile;
        const { page, problems } = await openPage(journey.browser, { ...size, storageState: storage });
        await page.goto(`${journey.site.baseUrl}/`);
        await openAccountMenu(page, phone);
        const menuLink = page.getByRole('link', { name: /^My hub/ }).filter({ visible: true });
        await menuLink.click();
        await page.waitForURL(`${journey.site.baseUrl}/my`);
        await page.getByRole('heading', { level: 1, name: 'My hub' }).waitFor();
        const card = page.getByRole('article', { name: new RegExp(`^${area}`) });
        await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(waiting);
        await page
          .getByRole('status')
          .filter({ hasText: /for you/ })
          .waitFor();
        expect(await fitsTheScreen(page), `${role} at ${size.name}`).toBe(true);
        await page.screenshot({ path: `${SHOTS}/${role}-hub-${size.name}.png`, fullPage: true });
        if (size.name === '390') expect(await axeViolations(page)).toEqual([]);
        // The area's link leads to its page.
        await card.getByRole('link').first().click();
        await page.waitForURL((url) => url.pathname !== '/my');
        expect(problems.consoleErrors).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('the account menu of a founder lists the cohort; the menu of the poster does not', async () => {
    for (const [email, hasCohort] of [
      [FOUNDER, true],
      [POSTER, false],
    ] as const) {
      const { storage } = await signedIn(email);
      const { page } = await openPage(journey.browser, {
        viewport: { width: 1366, height: 900 },
        storageState: storage,
      });
      await page.goto(`${journey.site.baseUrl}/about`);
      await openAccountMenu(page, false);
      const menu = page.locator(
        `#${await page.getByRole('button', { name: 'Account menu' }).getAttribute('aria-controls')}`,
      );
      await menu.getByRole('link', { name: /^My events/ }).waitFor();
      // The areas that come with the hub's answer (the cohort) arrive a moment after the menu opens.
      if (hasCohort) await menu.getByRole('link', { name: /^My cohort/ }).waitFor({ timeout: 20_000 });
      else {
        await page.waitForLoadState('networkidle');
        expect(await menu.getByRole('link', { name: /^My cohort/ }).count()).toBe(0);
      }
      await page.context().close();
    }
  });
});

describe('admin workplace (docs/product.md#admin-access)', () => {
  it('opens on the waiting-work overview with the menu grouped by job: a side column wide, a folded menu on phones', async () => {
    const { landed, storage } = await signedIn(ADMIN);
    expect(landed).toBe('/ad123');
    for (const size of SIZES) {
      const phone = size.isMobile;
      const { page, problems } = await openPage(journey.browser, { ...size, storageState: storage });
      await page.goto(`${journey.site.baseUrl}/ad123`);
      const overview = page.getByRole('region', { name: 'Waiting work' });
      await overview.getByRole('status').filter({ hasText: /wait/ }).waitFor({ timeout: 20_000 });
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      // No public sign-up button anywhere in the admin area.
      expect(await page.getByRole('button', { name: 'Subscribe to our newsletter' }).count()).toBe(0);
      if (phone) {
        expect(await nav.isVisible()).toBe(false);
        await page.getByRole('button', { name: /Admin menu/ }).click();
      }
      await nav.getByRole('link', { name: 'People' }).waitFor();
      expect(await fitsTheScreen(page), `admin at ${size.name}`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/admin-menu-${size.name}.png`, fullPage: !phone });
      if (size.name === '390') expect(await axeViolations(page)).toEqual([]);
      await nav.getByRole('link', { name: 'People' }).click();
      await page.waitForURL(`${journey.site.baseUrl}/ad123/people`);
      await page.getByRole('heading', { level: 2, name: 'People' }).waitFor();
      if (phone) {
        expect(await nav.isVisible()).toBe(false);
        await expect
          .poll(() => page.getByRole('button', { name: /Admin menu/ }).innerText())
          .toMatch(/People/);
      } else {
        expect(await nav.getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBe('page');
      }
      expect(problems.consoleErrors).toEqual([]);
      await page.context().close();
    }
  });

  it('the newsletter button sits in the footer, over no content, on the Wall of Ideas on a phone', async () => {
    const { page } = await openPage(journey.browser, SIZES[0]!);
    await page.goto(`${journey.site.baseUrl}/wall-of-ideas`, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Subscribe to our newsletter' });
    expect(
      await page.locator('footer').getByRole('button', { name: 'Subscribe to our newsletter' }).count(),
    ).toBe(1);
    // Nothing but the navigation bar is fixed over the page.
    const fixed = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => getComputedStyle(element).position === 'fixed')
        .map((element) => element.tagName.toLowerCase()),
    );
    expect(fixed).toEqual(['header']);
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/footer-newsletter-320.png` });
    await page.context().close();
  });
});
