import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { signInWithSession } from './support/session';
import { nameFromAddress } from './support/sign-in';
import { axeViolations } from './support/axe';
import { openPage } from './support/page-helpers';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

const ADMIN = 'content.admin@iic.example.edu';
/** A second admin, so the phone test need not wait out the first one's 15 s code cooldown. */
const PHONE_ADMIN = 'content.phone@iic.example.edu';
let site: SiteWithMail;
let browser: Browser;

beforeAll(async () => {
  // These tests start from empty lists of events and posts.
  site = await startSiteWithMail({ adminEmails: [ADMIN, PHONE_ADMIN], env: { SEED_DEMO_ACTIVITY: 'false' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const signIn = (page: Page, email: string) => signInWithSession(page.context(), site, email);

const names = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));

describe('site content in the admin’s hands', () => {
  it('an admin adds a mentor with a photo and reorders the team; the public pages and the Activity tab show it', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, ADMIN);

    await page.goto(`${site.baseUrl}/ad123/content`);
    await page.getByRole('button', { name: 'Mentors', exact: true }).click();
    await page.getByRole('button', { name: 'Add mentor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add mentor' });
    await dialog.getByLabel('Name').fill('Dr. Farah Khan');
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Photo')
      .setInputFiles({ name: 'farah.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByLabel('Field').fill('Biotech & Diagnostics');
    await dialog.getByLabel('Bio').fill('Founded two diagnostics startups and mentors health-tech teams.');
    await dialog.getByLabel('Email').fill('farah.khan@mentors.iic.example.edu');
    await dialog.getByLabel('Professional profile link').fill('https://www.linkedin.com/in/farah-khan');
    await page.screenshot({ path: 'test-results/content-admin-mentor-dialog-desktop.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Added mentor' }).innerText())
      .toBe('Added mentor Dr. Farah Khan.');
    await expect
      .poll(() => page.getByRole('list', { name: 'Mentors' }).innerText())
      .toContain('Dr. Farah Khan');

    // Reorder the core team with the keyboard only.
    await page.getByRole('button', { name: 'Team', exact: true }).click();
    const core = page.getByRole('list', { name: 'Core Team' });
    await expect.poll(() => core.locator('li').count()).toBe(5);
    const before = await core.locator('li p.font-semibold').allInnerTexts();
    const moveDown = page.getByRole('button', { name: `Move ${before[0]} down` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => core.locator('li p.font-semibold').allInnerTexts())
      .toEqual([before[1], before[0], ...before.slice(2)]);
    // The keyboard stays on the moved member's button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${before[0]} down`);
    await page.screenshot({ path: 'test-results/content-admin-team-desktop.png', fullPage: true });

    // The public site shows both at once.
    // Home shows a row of four mentors; the whole list, with the newest, is on /mentors.
    await page.goto(`${site.baseUrl}/mentors`);
    const mentorCard = page.locator('main li', { hasText: 'Dr. Farah Khan' });
    await expect.poll(() => mentorCard.count()).toBe(1);
    await mentorCard.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        mentorCard.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await mentorCard.innerText()).toContain('Biotech & Diagnostics');

    await page.goto(`${site.baseUrl}/team`);
    await expect.poll(() => page.locator('main li h3, main li h4').count()).toBeGreaterThan(0);
    const publicOrder = await names(page, 'main li :is(h3, h4)');
    expect(publicOrder.indexOf(before[1]!)).toBeLessThan(publicOrder.indexOf(before[0]!));
    expect(publicOrder.indexOf(before[0]!)).toBeLessThan(publicOrder.indexOf(before[2]!));

    // The Activity tab lists both actions, newest first, with who did them.
    await page.goto(`${site.baseUrl}/ad123/activity`);
    const activity = page.getByRole('list', { name: 'Admin actions, newest first' });
    await expect.poll(() => activity.locator('li').count()).toBe(2);
    const rows = await activity.locator('li').allInnerTexts();
    expect(rows[0]).toContain(`Moved team member "${before[0]}" down`);
    expect(rows[1]).toContain('Added mentor "Dr. Farah Khan"');
    // docs/product.md#names: the admin by name, with the address admins may see.
    for (const row of rows) expect(row).toContain(`by ${nameFromAddress(ADMIN)} (${ADMIN})`);
    await page.screenshot({ path: 'test-results/content-admin-activity-desktop.png' });

    expect(problems.consoleErrors).toEqual([]);
  });

  it('works on a phone: sections, lists and the edit dialog fit the screen', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await signIn(page, PHONE_ADMIN);
    await page.goto(`${site.baseUrl}/ad123/content?section=metrics`);
    await expect.poll(() => page.getByRole('form').count()).toBe(5);
    const projects = page.getByRole('form', { name: /^Projects/ });
    await projects.getByLabel('Counting').selectOption('auto');
    await projects.getByRole('button', { name: 'Save Projects' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).innerText())
      .toBe('Saved the Projects counter.');
    await page.screenshot({ path: 'test-results/content-admin-metrics-phone.png', fullPage: true });
    // No approved projects yet: the home counter follows them.
    const metrics = await page.evaluate(async () => (await fetch('/api/content/metrics')).json());
    expect(metrics.items.find((item: { key: string }) => item.key === 'projects').value).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    for (const section of ['mentors', 'programs', 'carousel']) {
      await page.goto(`${site.baseUrl}/ad123/content?section=${section}`);
      await expect.poll(() => page.locator('main ul li button').count()).toBeGreaterThan(0);
      expect(await axeViolations(page), section).toEqual([]);
    }
    await page.goto(`${site.baseUrl}/ad123/content?section=team`);
    await expect.poll(() => page.getByRole('list', { name: 'Founders' }).locator('li').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/content-admin-team-phone.png', fullPage: true });
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/content-admin-edit-phone.png' });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${site.baseUrl}/ad123/activity`);
    await expect.poll(() => page.getByRole('list', { name: 'Admin actions, newest first' }).count()).toBe(1);
    await page.screenshot({ path: 'test-results/content-admin-activity-phone.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('serves share tags, structured data, sitemap, robots and manifest without CSP errors', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${site.baseUrl}/`);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent,
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    }));
    const origin = new URL(head.canonical!).origin;
    expect(head.canonical).toBe(`${origin}/`);
    expect(head.canonical).not.toContain('__PUBLIC_ORIGIN__');
    expect(head.ogImage).toBe(`${origin}/og-image.png`);
    expect(head.twitter).toBe('summary_large_image');
    const organization = JSON.parse(head.jsonLd!);
    expect(organization).toMatchObject({ '@type': 'Organization', url: `${origin}/` });
    expect(organization.sameAs.length).toBeGreaterThan(0);
    expect(head.manifest).toBe('/manifest.webmanifest');
    for (const url of [
      '/og-image.png',
      '/icon-192.png',
      '/icon-512.png',
      '/apple-touch-icon.png',
      '/favicon.ico',
    ]) {
      const response = await page.request.get(`${site.baseUrl}${url}`);
      expect(response.status(), url).toBe(200);
    }
    expect((await page.request.get(`${site.baseUrl}/robots.txt`)).status()).toBe(200);
    expect((await page.request.get(`${site.baseUrl}/sitemap.xml`)).status()).toBe(200);
    expect(problems.consoleErrors).toEqual([]);
  });
});
