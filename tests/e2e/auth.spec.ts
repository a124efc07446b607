import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '#common/auth';
import { ADMIN_TABS } from '#common/routes';
import { DEMO_WAITING } from '#server/db/seed/demo-waiting-work';
import { codeIn } from '#server/test-support/smtp-test-server';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';
import { nameFromAddress, signInThroughUi } from './support/sign-in';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

const ADMIN = 'director@iic.example.edu';
/** A second admin, so a test need not wait out the first one's 15 s code cooldown. */
const PHONE_ADMIN = 'office@iic.example.edu';
let site: SiteWithMail;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithMail({ adminEmails: [ADMIN, PHONE_ADMIN] });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Signs in through the login panel with the code from the delivered mail. */
const signIn = (page: Page, email: string) => signInThroughUi(page, site.baseUrl, site.mailbox, email);

describe('signing in', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`a visitor signs in by emailed code, edits the profile and logs out (${name})`, async () => {
      const email = `student.${name}@example.org`;
      const { page, problems } = await openPage(browser, { viewport });
      await page.goto(`${site.baseUrl}/login`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Send OTP' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').first().innerText())
        .toBe(LOGIN_MESSAGES.emailRequired);

      await signIn(page, email);
      // Coming from nowhere in particular, sign-in lands on the person's hub (docs/product.md#personal-hub).
      await page.waitForURL(`${site.baseUrl}/my`);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('user'))) ?? '{}').email).toBe(
        email,
      );

      // The session lives in an HttpOnly cookie that scripts cannot read.
      expect(await page.evaluate(() => document.cookie)).not.toContain('session');
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true);

      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const menuButton = page.getByRole('button', { name: 'Account menu' }).first();
      await menuButton.click();
      await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Profile' }).first().click();
      await page.waitForURL(`${site.baseUrl}/profile`);
      // The name given at the first sign-in's name step (docs/product.md#names).
      await expect.poll(() => page.locator('main').innerText()).toContain(nameFromAddress(email));

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Display name').fill('Asha Verma');
      await page.getByLabel('Location').fill('Pune');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => page.locator('main').innerText()).toContain('Asha Verma');
      await page.reload();
      await expect.poll(() => page.locator('main').innerText()).toContain('Pune');

      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Account menu' }).first().click();
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL(`${site.baseUrl}/`);
      expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
      const me = await page.evaluate(async () => (await fetch('/api/me')).status);
      expect(me).toBe(401);
      await page.goto(`${site.baseUrl}/profile`);
      await page.waitForURL(`${site.baseUrl}/login`);
      expect(problems.consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
    });
  }

  it('shows "Invalid OTP. Try again." for a wrong code', async () => {
    const email = 'wrong.code@example.org';
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${site.baseUrl}/login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const code = codeIn(await site.mailbox(email));
    await dialog.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().innerText()).toBe(LOGIN_MESSAGES.invalidCode);
  });

  it('an admin signs in and lands on /ad123', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, ADMIN);
    await page.waitForURL(/\/ad123$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Waiting work' }).count()).toBeGreaterThan(0);
    await page.goto(`${site.baseUrl}/ad123/user-submissions`);
    // The demo's internship waiting for review (docs/product.md#user-submissions-tab).
    await expect.poll(() => page.locator('main').innerText()).toContain(DEMO_WAITING.internship.title);
  });

  it('a normal user sent to /ad123 lands on /login', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, 'curious.student@example.org');
    await page.waitForURL(`${site.baseUrl}/my`);
    await page.goto(`${site.baseUrl}/ad123/event-upload`);
    await page.waitForURL(`${site.baseUrl}/login`);
  });

  it('a visitor sent to /ad123 lands on /login', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await page.goto(`${site.baseUrl}/ad123`);
    await page.waitForURL(`${site.baseUrl}/login`);
  });

  it('the login panel closes on Escape and on a backdrop click, back to /', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('dialog').getByLabel('Email address').focus();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${site.baseUrl}/`);
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('dialog').waitFor();
    await page.mouse.click(5, 400);
    await page.waitForURL(`${site.baseUrl}/`);
  });
});

describe('admin area on a phone', () => {
  it('shows that every admin tab exists and reaches each one, from 320 to 1366 px', async () => {
    const { page } = await openPage(browser, { viewport: { width: 320, height: 700 }, isMobile: true });
    await signIn(page, PHONE_ADMIN);
    await page.waitForURL(/\/ad123/);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const links = nav.getByRole('link');
    // On a phone the menu folds behind a button naming the open section; unfolded, it offers every tab.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const button = page.getByRole('button', { name: /^Admin menu/ });
      await expect.poll(() => button.isVisible()).toBe(true);
      expect(await nav.isVisible()).toBe(false);
      await button.click();
      await expect.poll(() => links.count()).toBe(ADMIN_TABS.length + 1);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => nav.isVisible()).toBe(false);
    }
    await page.getByRole('button', { name: /^Admin menu/ }).click();
    await nav.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL(/\/ad123\/activity$/);
    await expect
      .poll(() => page.getByRole('button', { name: /^Admin menu/ }).innerText())
      .toContain('Activity');
    // Wider, the menu is a column beside the work: each link whole on the screen.
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => links.count()).toBe(ADMIN_TABS.length + 1);
      for (const link of await links.all()) {
        expect(await link.isVisible()).toBe(true);
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.getByRole('link', { name: 'People' }).click();
    await page.waitForURL(/\/ad123\/people$/);
  });
});
