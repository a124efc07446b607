import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_VERIFICATION_MESSAGES } from '#common/company-verification';
import { codeIn } from '#server/test-support/smtp-test-server';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { signInWithSession } from './support/session';
import { openPage } from './support/page-helpers';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

const ADMIN = 'director@iic.example.edu';
/** A second admin, so a test need not wait out the first one's 15 s code cooldown. */
const SECOND_ADMIN = 'office@iic.example.edu';
const SHOTS = 'test-results/verification';
let site: SiteWithMail;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithMail({ adminEmails: [ADMIN, SECOND_ADMIN] });
  browser = await launchChromium();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const signIn = (page: Page, email: string) => signInWithSession(page.context(), site, email);

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('401'));

describe('company verification', () => {
  it('a company asks, an admin approves, and the company goes on to post internships', async () => {
    const email = 'hr@soilsense.example.com';
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, email);
    await page.goto(`${site.baseUrl}/company-verification`);
    await page.getByLabel('Company name').fill('Soil Sense');
    await page.getByLabel('Company website').fill('https://soilsense.example.com');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/company/soilsense');
    await page.getByLabel('Additional information').fill('Soil sensors for small farms; two interns wanted.');
    await shot(page, 'company-form-desktop');
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    const sent = page.getByRole('dialog');
    await expect.poll(() => sent.innerText()).toContain(COMPANY_VERIFICATION_MESSAGES.success);
    await sent.getByRole('button', { name: 'Return to Home' }).click();
    await page.waitForURL(`${site.baseUrl}/`);
    await page.goto(`${site.baseUrl}/company-verification`);
    await expect.poll(() => page.locator('main').innerText()).toContain('awaiting admin approval');

    const admin = await openPage(browser, { viewport: VIEWPORTS.phone });
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${site.baseUrl}/ad123/startup-verification`);
    const card = admin.page.getByRole('article', { name: 'Soil Sense' });
    await card.waitFor();
    await shot(admin.page, 'startup-verification-phone');
    await card.getByRole('button', { name: 'Approve Soil Sense' }).click();
    await expect.poll(() => card.innerText()).toContain('Approved');
    expect(await card.getByRole('button').count()).toBe(0);

    const decision = await site.mailbox(email);
    expect(decision.subject).toBe('Soil Sense is verified');

    await page.goto(`${site.baseUrl}/company-verification`);
    await page.waitForURL(`${site.baseUrl}/post-internship`);
    expect(unexpected(problems.consoleErrors)).toEqual([]);
    expect(unexpected(admin.problems.consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('a visitor is asked to log in first', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await page.goto(`${site.baseUrl}/company-verification`);
    await page.waitForURL(`${site.baseUrl}/login`);
    await expect
      .poll(() => page.getByRole('dialog').innerText())
      .toContain(COMPANY_VERIFICATION_MESSAGES.loginRequired);
  });
});

describe('work profile', () => {
  it('a student verifies a university email with the mailed code; the profile shows it', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await signIn(page, 'asha.verma@gmail.example.com');
    await page.goto(`${site.baseUrl}/work-profile`);
    await page.getByRole('radio', { name: 'Student' }).check();
    const university = 'asha.verma@iic.example.edu';
    await page.getByRole('textbox', { name: 'University email' }).fill(university);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toContain(`Verification code sent to ${university}`);
    await shot(page, 'work-profile-code-phone');
    const code = codeIn(await site.mailbox(university));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain(`Student — verified as ${university}`);

    await page.goto(`${site.baseUrl}/profile`);
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain(`Student — verified as ${university}`);
    await shot(page, 'profile-phone');
    expect(unexpected(problems.consoleErrors)).toEqual([]);
  });
});
