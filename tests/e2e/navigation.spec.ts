import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_ITEMS, type NavItem } from '#common/routes';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage, waitForScrollToSettle } from './support/page-helpers';

const baseUrl = inject('baseUrl');
const flatItems: NavItem[] = NAV_ITEMS.flatMap((item) => ('items' in item ? item.items : [item]));
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The page ends up with the section just below the navbar (docs/product.md#section-scrolling),
 * or as close as the page allows at its very top or bottom, and the section has focus.
 */
async function expectLandedOn(page: Page, section: string) {
  const offBy = () =>
    page.evaluate((id) => {
      const target = document.getElementById(id)!;
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      const navbar = document.querySelector('header')!.getBoundingClientRect().bottom;
      const wanted = Math.min(
        Math.max(target.getBoundingClientRect().top + window.scrollY - navbar, 0),
        maxScroll,
      );
      return Math.abs(window.scrollY - wanted);
    }, section);
  // Focus moves when the scrolling code has loaded (it loads after the first paint), which on a busy machine
  // can be after the page already sat at the section (Home, from the top of home).
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(section);
  await expect.poll(offBy, { timeout: 20_000 }).toBeLessThanOrEqual(2);
  await waitForScrollToSettle(page);
  expect(await offBy()).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(section);
}

describe('navbar on a desktop', () => {
  for (const item of flatItems) {
    it(`"${item.label}" scrolls to #${item.section}`, async () => {
      const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
      await page.goto(`${baseUrl}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (['wall-of-ideas', 'internships', 'projects'].includes(item.section)) {
        await nav.getByRole('button', { name: 'Opportunities' }).click();
      }
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expectLandedOn(page, item.section);
    });
  }

  it('goes to / first when on another page, then scrolls', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/programs`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team', exact: true })
      .click();
    // Home, with or without the section's hash (the app may have added it by the time we look).
    await page.waitForURL((url) => url.pathname === '/');
    await expectLandedOn(page, 'team');
  });

  it('from another page, lands every section exactly below the navbar, time after time', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Where the section's top sits against the navbar's bottom, or 0 when the page cannot scroll further.
    const gap = (id: string) =>
      page.evaluate((section) => {
        const top = document.getElementById(section)!.getBoundingClientRect().top;
        const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
        const atBottom =
          window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1 &&
          top > headerBottom;
        // + 0 turns a rounded -0 (a fraction of a pixel above) into 0.
        return atBottom ? 0 : Math.round(top - headerBottom) + 0;
      }, id);
    await page.goto(`${baseUrl}/programs`);
    for (let round = 0; round < 2; round += 1) {
      for (const item of flatItems.filter((entry) => entry.section !== 'home')) {
        if (new URL(page.url()).pathname !== '/programs') {
          // Back to another page inside the app, as a visitor would: the home page is built anew each time.
          await page.getByRole('contentinfo').getByRole('link', { name: 'Programs', exact: true }).click();
          await page.waitForURL(`${baseUrl}/programs`);
        }
        if (['wall-of-ideas', 'internships', 'projects'].includes(item.section)) {
          await nav.getByRole('button', { name: 'Opportunities' }).click();
        }
        await nav.getByRole('link', { name: item.label, exact: true }).click();
        // Home, with or without the section's hash (the app may have added it by the time we look).
        await page.waitForURL((url) => url.pathname === '/');
        const where = `${item.label}, round ${round + 1}`;
        await expect.poll(() => gap(item.section), { timeout: 20_000, message: where }).toBe(0);
        // It stays there while pictures and lists above it finish loading.
        await waitForScrollToSettle(page);
        expect(await gap(item.section), where).toBe(0);
      }
    }
    expect(problems.consoleErrors).toEqual([]);
  });

  it('works from the keyboard: Opportunities opens with Enter and closes with Escape', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/`);
    const button = page.getByRole('button', { name: 'Opportunities' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Wall of Ideas');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Opportunities');
  });
});

describe('navbar on a phone', () => {
  for (const item of flatItems) {
    it(`the menu's "${item.label}" scrolls to #${item.section} and closes the menu`, async () => {
      const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
      await page.goto(`${baseUrl}/`);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      await page
        .locator('header [id]:not([hidden])')
        .getByRole('link', { name: item.label, exact: true })
        .click();
      await expectLandedOn(page, item.section);
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
    });
  }
});

describe('page not found (docs/product.md#unknown-addresses)', () => {
  it('answers an unknown address with 404 and the page in the layout, at 320 px without sideways scrolling', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 320, height: 640 } });
    const response = await page.goto(`${baseUrl}/startups/no-such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Innovation & Incubation Centre');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const screenshots = path.join(process.cwd(), 'test-results', 'navigation');
    fs.mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'not-found-320.png'), fullPage: true });
    // The document's own 404 is the only thing the console reports.
    expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'All startups' }).click();
    await page.waitForURL(`${baseUrl}/startups`);
  });

  it('shows it on client-side navigation to an unknown route, without leaving the address', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/programs`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await expect.poll(() => page.title()).toBe('Page not found | Innovation & Incubation Centre');
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
