import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '#common/alerts';
import { openDatabase } from '#server/db/connection';
import { DEMO_WAITING } from '#server/db/seed/demo-waiting-work';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { signInWithSession } from './support/session';
import { openPage } from './support/page-helpers';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

// docs/product.md#search-alerts and docs/product.md#my-alerts, in one journey.

const SHOTS = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'shots-alerts');
let site: SiteWithMail;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithMail({ adminEmails: ['director@iic.example.edu'] });
  browser = await launchChromium();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('search alerts', () => {
  it(
    'saves an alert from the internships list, then pauses and deletes it in My alerts',
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
      await signInWithSession(page.context(), site, 'alerts@student.example.edu');
      await page.goto(`${site.baseUrl}/internships`);
      // The button shows once the page has hydrated and knows who is signed in; text typed into the
      // prerendered box before that would be reset by hydration.
      await page.getByRole('button', { name: 'Alert me' }).waitFor();
      await page
        .getByRole('searchbox')
        .first()
        .fill('frontend developer intern in a long-named robotics startup');
      await page.getByRole('button', { name: 'Alert me' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel('Name')
        .fill('Frontend internships at robotics startups with a rather long name');
      await dialog.getByLabel('How often').selectOption('weekly');
      await shot(page, 'alert-dialog-1366');
      await dialog.getByRole('button', { name: 'Save alert' }).click();
      await expect.poll(() => dialog.innerText()).toContain(ALERT_MESSAGES.saved);
      await dialog.getByRole('link', { name: 'My alerts' }).click();
      await page.waitForURL(`${site.baseUrl}/my/alerts`);
      const item = page.locator('main article').first();
      await expect.poll(() => item.innerText()).toContain('Frontend internships at robotics startups');
      expect(await item.innerText()).toContain('Weekly');
      expect(await item.innerText()).toContain('frontend developer intern');

      const storageState = await page.context().storageState();
      for (const viewport of [{ width: 320, height: 700 }, VIEWPORTS.phone]) {
        const phone = await openPage(browser, { viewport, isMobile: true, hasTouch: true, storageState });
        await phone.page.goto(`${site.baseUrl}/my/alerts`);
        await phone.page.locator('main article').first().waitFor();
        await shot(phone.page, `my-alerts-${viewport.width}`);
        const overflow = await phone.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await phone.page.goto(`${site.baseUrl}/internships`);
        await phone.page.getByRole('button', { name: 'Alert me' }).click();
        await phone.page.getByRole('dialog').getByLabel('Name').waitFor();
        await shot(phone.page, `alert-dialog-${viewport.width}`);
        await phone.page.context().close();
      }
      await shot(page, 'my-alerts-1366');

      await item.getByRole('button', { name: /^Pause/ }).click();
      await expect.poll(() => item.innerText()).toContain('Paused');
      expect(await item.getByRole('button', { name: /^Resume/ }).count()).toBe(1);
      await item.getByRole('button', { name: /^Delete/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete alert' }).click();
      await expect.poll(() => page.locator('main').innerText()).toContain('You have no alerts yet');
    },
  );

  it(
    'mails the daily digest with a newly approved internship; the link in it opens a page that pauses the alert',
    { timeout: 150_000 },
    async () => {
      const student = 'digest@student.example.edu';
      const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
      await signInWithSession(page.context(), site, student);
      await page.goto(`${site.baseUrl}/internships`);
      await page.getByRole('button', { name: 'Alert me' }).waitFor();
      await page.getByRole('searchbox').first().fill('embedded');
      await page.getByRole('button', { name: 'Alert me' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Embedded internships');
      await dialog.getByLabel('How often').selectOption('daily');
      await dialog.getByRole('button', { name: 'Save alert' }).click();
      await expect.poll(() => dialog.innerText()).toContain(ALERT_MESSAGES.saved);

      // An admin approves the demo's waiting internship from the moderation queue.
      const admin = await openPage(browser, { viewport: VIEWPORTS.desktop });
      await signInWithSession(admin.page.context(), site, 'director@iic.example.edu');
      await admin.page.goto(`${site.baseUrl}/ad123/moderation`);
      const waiting = admin.page
        .locator('li')
        .filter({ has: admin.page.getByRole('heading', { name: DEMO_WAITING.internship.title }) });
      await waiting.getByRole('button', { name: /^Approve/ }).click();
      await expect.poll(() => admin.page.locator('main').innerText()).toContain('Approved.');
      await admin.page.context().close();

      // Midnight comes early: the daily run is made due now, and the server's own job runner sends it.
      const database = openDatabase({ kind: 'sqlite', file: path.join(site.dataDir, 'centre.sqlite') });
      try {
        await database.db
          .updateTable('jobs')
          .set({ due_at: new Date().toISOString() })
          .where('unique_key', 'like', 'alert-digests:daily:%')
          .where('status', '=', 'pending')
          .execute();
      } finally {
        await database.close();
      }
      const digest = await site.mailbox(student, 30_000);
      expect(digest.text).toContain(DEMO_WAITING.internship.title);
      expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const link = new URL(/^<(.+)>$/.exec(digest.headers['list-unsubscribe']!)![1]!);
      expect(link.pathname).toBe('/alerts/unsubscribe');

      // The person clicks the link in the mail on a phone, signed out: a page, not JSON.
      const phone = await openPage(browser, {
        viewport: { width: 320, height: 700 },
        isMobile: true,
        hasTouch: true,
      });
      await phone.page.goto(`${site.baseUrl}${link.pathname}${link.search}`);
      await phone.page.getByText('Embedded internships').waitFor();
      await shot(phone.page, 'alert-unsubscribe-320');
      await phone.page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect.poll(() => phone.page.locator('main').innerText()).toContain(ALERT_MESSAGES.unsubscribed);
      await phone.page.context().close();

      await page.goto(`${site.baseUrl}/my/alerts`);
      const item = page.locator('main article').filter({ hasText: 'Embedded internships' });
      await expect.poll(() => item.innerText()).toContain('Paused');
      await page.context().close();
    },
  );
});
