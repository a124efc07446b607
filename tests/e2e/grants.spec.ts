import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection';
import { simplePdf } from '#server/db/seed/demo-pdf';
import { readPdf } from '#server/test-support/pdf-reader';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

// docs/product.md#seed-grants: a tranche's way from milestone to utilisation certificate through the screens,
// the founder's and the admin's, on the demo's Krishi Sense grant (src/server/db/seed/demo-grants.ts).
// docs/decisions/036-idempotent-submissions.md: every submit is double-clicked and makes one record.

const ADMIN = 'grants.admin@iic.example.edu';
/** The demo seed's founder of Krishi Sense, whose SISFS grant has its first tranche disbursed. */
const FOUNDER = 'asha@krishisense.example.com';
const MILESTONE = 'Sensor kit certified and 500 units sold';
const PURCHASE = 'BIS certification of the sensor kit';
const SHOTS = 'test-results/grants';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });

/** A calendar day before today wherever the browser and the centre are, after the grant's sanction. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Reads the spec server's own database, as the records are. */
async function count(query: 'audit' | 'expenses', value: string): Promise<number> {
  const database = openDatabase({ kind: 'sqlite', file: path.join(journey.site.dataDir, 'centre.sqlite') });
  try {
    const rows =
      query === 'audit'
        ? await database.db.selectFrom('audit_log').select('id').where('action', '=', value).execute()
        : await database.db.selectFrom('grant_expenses').select('id').where('note', '=', value).execute();
    return rows.length;
  } finally {
    await database.close();
  }
}

/** The figure a balance card shows ("Disbursed" → "₹15,00,000.00"). */
async function balance(scope: Locator, label: string): Promise<string> {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd')
    .innerText();
}

async function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The founder's grant card on /my/cohort, once its milestones are shown. */
async function openGrantCard(page: Page): Promise<Locator> {
  await page.goto(`${journey.site.baseUrl}/my/cohort`);
  const card = page.getByRole('region', { name: 'Your seed grant' });
  await card.getByText(MILESTONE).waitFor({ timeout: 20_000 });
  return card;
}

describe('a seed grant tranche, from milestone to utilisation certificate', () => {
  it('the founder sends evidence, the admin approves and disburses, the founder spends and downloads the certificate', async () => {
    const base = journey.site.baseUrl;

    // The founder sees the grant, its tranches and its balances, and sends the milestone's evidence.
    const founder = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await journey.signIn(founder.page, FOUNDER);
    let card = await openGrantCard(founder.page);
    expect(await card.innerText()).toContain('Startup India Seed Fund Scheme: ₹20,00,000.00 sanctioned');
    expect(await balance(card, 'Disbursed')).toBe('₹8,00,000.00');
    expect(await balance(card, 'Unspent with the startup')).toBe('₹2,85,000.00');
    const tranche = card.getByRole('listitem').filter({ hasText: MILESTONE });
    await tranche.getByText('Awaiting evidence').waitFor();
    await card.screenshot({ path: `${SHOTS}/founder-grant-card-1366.png` });
    await founder.page.setViewportSize(VIEWPORTS.phone);
    expect(await fitsTheWidth(founder.page)).toBe(true);
    await card.screenshot({ path: `${SHOTS}/founder-grant-card-390.png` });
    await founder.page.setViewportSize(VIEWPORTS.desktop);

    const evidence = tranche.getByRole('form', { name: `Evidence for ${MILESTONE}` });
    await evidence
      .getByLabel('What the evidence shows')
      .fill('BIS certificate and the sales ledger for 512 units.');
    await evidence.getByLabel('Evidence (PDF)').setInputFiles({
      name: 'Krishi-Sense-certification.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf({ text: 'Krishi Sense: BIS certificate and 512 units sold' }),
    });
    await evidence.getByRole('button', { name: 'Send evidence' }).dblclick();
    await tranche.getByText('Evidence submitted').waitFor({ timeout: 20_000 });
    await expect.poll(() => count('audit', 'grant.evidence.send')).toBe(1);

    // The admin opens the grant, approves the evidence and records the disbursement.
    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await journey.signIn(admin.page, ADMIN);
    await admin.page.goto(`${base}/ad123/grants`);
    const row = admin.page.getByRole('row').filter({ hasText: 'Krishi Sense' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Open the grant of Krishi Sense' }).click();
    const detail = admin.page.getByRole('region', { name: /^Krishi Sense: / });
    const adminTranche = detail.getByRole('listitem').filter({ hasText: MILESTONE });
    await adminTranche.getByText('Evidence submitted').waitFor({ timeout: 20_000 });
    expect(await adminTranche.getByRole('link', { name: 'Evidence sent' }).count()).toBe(1);
    await journey.shot(admin.page, 'admin-review-1366');
    await admin.page.setViewportSize(VIEWPORTS.phone);
    expect(await fitsTheWidth(admin.page)).toBe(true);
    await journey.shot(admin.page, 'admin-review-390');
    await admin.page.setViewportSize(VIEWPORTS.desktop);

    const review = adminTranche.getByRole('form', { name: `Review of ${MILESTONE}` });
    await review.getByLabel('Decision').selectOption('approve');
    await review.getByRole('button', { name: 'Save review' }).dblclick();
    await adminTranche.getByText('Approved, to be disbursed').waitFor({ timeout: 20_000 });
    await expect.poll(() => count('audit', 'grant.evidence.approve')).toBe(1);

    const disbursement = adminTranche.getByRole('form', { name: `Disbursement of ${MILESTONE}` });
    await disbursement.getByLabel('Paid on').fill(yesterday());
    expect(await disbursement.getByLabel('Amount paid (₹)').inputValue()).toBe('700000');
    await disbursement.getByLabel('Payment reference').fill('NEFT SBIN426112233445');
    await disbursement.getByRole('button', { name: 'Record disbursement' }).dblclick();
    await adminTranche.getByText('Disbursed', { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => count('audit', 'grant.disburse')).toBe(1);
    expect(await balance(detail, 'Disbursed')).toBe('₹15,00,000.00');
    await journey.shot(admin.page, 'admin-disbursed-1366');
    await admin.page.setViewportSize(VIEWPORTS.phone);
    expect(await fitsTheWidth(admin.page)).toBe(true);
    await journey.shot(admin.page, 'admin-disbursed-390');
    expect(admin.problems.consoleErrors).toEqual([]);

    // The founder sees the money arrive, records spending against it and downloads the certificate.
    card = await openGrantCard(founder.page);
    await card
      .getByRole('listitem')
      .filter({ hasText: MILESTONE })
      .getByText('Disbursed', { exact: true })
      .waitFor();
    expect(await balance(card, 'Disbursed')).toBe('₹15,00,000.00');
    expect(await balance(card, 'Unspent with the startup')).toBe('₹9,85,000.00');
    expect(await balance(card, 'Yet to be disbursed')).toBe('₹5,00,000.00');

    const spending = card.getByRole('form', { name: 'Record spending' });
    await spending.getByLabel('Date').fill(yesterday());
    await spending.getByLabel('Head of expenditure').selectOption('testing');
    await spending.getByLabel('Amount (₹)').fill('1,25,000');
    await spending.getByLabel('What was bought').fill(PURCHASE);
    await spending.getByRole('button', { name: 'Record spending' }).dblclick();
    await card.getByRole('row').filter({ hasText: PURCHASE }).waitFor({ timeout: 20_000 });
    await expect.poll(() => balance(card, 'Unspent with the startup')).toBe('₹8,60,000.00');
    expect(await count('expenses', PURCHASE)).toBe(1);
    expect(await card.getByRole('row').filter({ hasText: PURCHASE }).count()).toBe(1);
    await card.screenshot({ path: `${SHOTS}/founder-grant-spent-1366.png` });
    await founder.page.setViewportSize(VIEWPORTS.phone);
    expect(await fitsTheWidth(founder.page)).toBe(true);
    await card.screenshot({ path: `${SHOTS}/founder-grant-spent-390.png` });

    const [download] = await Promise.all([
      founder.page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download the utilisation certificate (PDF)' }).click(),
    ]);
    const file = await download.path();
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // pdf.js gives a run per font change and per line; compared without the spaces between them.
    const text = (await readPdf(pdf)).pages.flat().join('').replace(/\s+/g, '');
    for (const phrase of [
      'Krishi Sense',
      '₹20,00,000.00',
      'a sum of ₹15,00,000.00 was received as grant-in-aid in 2 tranches',
      'of which ₹6,40,000.00 has been utilised',
      'NEFT SBIN426112233445',
    ])
      expect(text, phrase).toContain(phrase.replace(/\s+/g, ''));
    expect(founder.problems.consoleErrors).toEqual([]);
  });
});
