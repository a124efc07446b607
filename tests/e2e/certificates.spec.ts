import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_PAGE } from '#common/certificates';
import { openDatabase } from '#server/db/connection';
import { axeViolations } from './support/axe';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';
import { startSiteServer, type SiteServer } from './support/site-server';

// docs/product.md#certificates: a stranger who scans a certificate's QR code sees it checked, signed out.

const SHOTS = 'test-results/certificates';
let site: SiteServer;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteServer();
  browser = await launchChromium();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A demo certificate's code and name, read from the site's own database. */
async function demoCertificate() {
  const database = openDatabase({ kind: 'sqlite', file: path.join(site.dataDir, 'centre.sqlite') });
  try {
    return await database.db
      .selectFrom('event_certificates')
      .select(['code', 'shown_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
  } finally {
    await database.close();
  }
}

describe('certificate check', () => {
  it('shows a signed-out stranger a valid demo certificate on a phone and a desktop, accessibly', async () => {
    const certificate = await demoCertificate();
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, problems } = await openPage(browser, { viewport });
      const response = await page.goto(`${site.baseUrl}/certificates/${certificate.code}`);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect.poll(() => main.innerText()).toContain(CERTIFICATE_PAGE.valid);
      expect(await main.innerText()).toContain(certificate.shown_name);
      expect(await page.title()).toContain(CERTIFICATE_PAGE.title);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.screenshot({ path: `${SHOTS}/certificate-${name}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    }
    const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
    const unknown = await page.goto(`${site.baseUrl}/certificates/AAAAAAAAAAAAAAAA`);
    expect(unknown?.status()).toBe(404);
  });
});
