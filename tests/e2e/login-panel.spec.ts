import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';

/** The login panel's behaviour in a real browser; signing in itself is covered by the auth tests. */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });
const focusIsInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

describe('login panel', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`opens on /login as a modal over the home page, focus on the email field (${name})`, async () => {
      const { page, problems } = await openPage(browser, { viewport });
      await page.goto(`${baseUrl}/login`);
      await dialog(page).waitFor();
      expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
      expect(
        await page.getByLabel('Email address').evaluate((input) => input === document.activeElement),
      ).toBe(true);
      expect(await page.locator('#home h1').innerText()).toContain('Innovate. Incubate.');
      expect(await page.title()).toBe('Login | Innovation & Incubation Centre');
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  it('keeps keyboard focus inside the panel', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/login`);
    await dialog(page).waitFor();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      // Leaving the page for the browser's own controls is allowed; landing on the page behind is not.
      const where = await page.evaluate(() =>
        document.activeElement === document.body
          ? 'body'
          : document.activeElement?.closest('dialog')
            ? 'dialog'
            : 'page',
      );
      expect(where).not.toBe('page');
    }
  });

  it('opens from the navbar, closes with Escape, goes to / and gives focus back to Login', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/`);
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await focusIsInDialog(page)).toBe(true);

    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => login.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('closes with a click on the backdrop but not with one inside the panel', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/login`);
    await dialog(page).waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.mouse.click(10, 10);
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
  });

  it('asks for an email before sending anything', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/send-otp')) sends.push(request.url());
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter your email').waitFor();
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(sends).toEqual([]);
  });

  it('sends signed-out visitors of /profile and /ad123 to the login panel', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    for (const path of ['/profile', '/ad123', '/ad123/event-upload']) {
      await page.goto(`${baseUrl}${path}`);
      await dialog(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    }
  });

  it('keeps the login panel out of the home page’s first JavaScript', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/auth') || path === '/api/me') apiCalls.push(path);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(scripts.filter((src) => /login-dialog|google-button|profile-page|admin-area/.test(src))).toEqual(
      [],
    );
    // A visitor who never signed in causes no auth request at all.
    expect(apiCalls).toEqual([]);
  });
});
