import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION, ACCOUNT_DELETION_MESSAGES as DELETION } from '#common/account-deletion';
import { LOGIN_MESSAGES } from '#common/auth';
import { readZip } from '#server/test-support/read-zip';
import { codeIn } from '#server/test-support/smtp-test-server';
import { axeViolations } from './support/axe';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'privacy.admin@iic.example.edu';
/** The demo applicant (src/server/db/seed): an application with a CV. */
const APPLICANT = 'arjun.nair@student.example.edu';
/** A demo student with saved-search alerts (src/server/db/seed), who deletes her account and changes her mind. */
const LEAVING = 'meera.iyer@student.example.edu';
const SHOTS = 'test-results/data-rights';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });

const SIZES = [
  { name: '320', viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1366', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
];

describe('privacy notice and Download my data (docs/product.md#personal-data)', () => {
  it('reaches the privacy notice from the footer of home, readable at every size', async () => {
    for (const size of SIZES) {
      const { page, problems } = await openPage(journey.browser, size);
      await page.goto(`${journey.site.baseUrl}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
      await page.waitForURL(`${journey.site.baseUrl}/privacy`);
      await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
      await page.getByText(/^Version 1, published /).waitFor();
      const applications = page.getByRole('region', { name: 'Applications and CVs' });
      await expect.poll(() => applications.innerText()).toMatch(/CV/);
      expect(await page.getByRole('region', { name: 'Grievance officer' }).innerText()).toContain(
        'incubation@iic.example.edu',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await journey.shot(page, `privacy-${size.name}`);
      if (size.name === '390') expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await page.context().close();
    }
  });

  it('sends /privacy with the notice in its HTML, before any script runs', async () => {
    const html = await (await fetch(`${journey.site.baseUrl}/privacy`)).text();
    expect(html).toContain('<title>Privacy notice');
    expect(html).toContain('Applications and CVs');
    expect(html).toMatch(/Version 1, published/);
    expect(html).toContain('id="grievance-officer"');
  });

  it('links the login form to the part about accounts', async () => {
    const { page } = await openPage(journey.browser, SIZES[2]!);
    await page.goto(`${journey.site.baseUrl}/`);
    await page
      .getByRole('link', { name: /Login|Sign in/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'privacy notice' }).click();
    await page.waitForURL(`${journey.site.baseUrl}/privacy#account`);
    await page.getByRole('region', { name: 'Your account and profile' }).waitFor();
    await page.context().close();
  });

  it('signs in from home, asks for Your data through the hub and downloads the ZIP from the mailed link', async () => {
    const { page, problems } = await openPage(journey.browser, { ...SIZES[1]!, acceptDownloads: true });
    await journey.signInThroughUi(page, APPLICANT);
    await page.waitForURL(`${journey.site.baseUrl}/my`);
    await page.getByRole('link', { name: 'Your data', exact: true }).click();
    await page.waitForURL(`${journey.site.baseUrl}/profile#your-data`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.waitFor();
    await section.getByRole('button', { name: 'Email me a download link' }).click();
    await section.getByText(/^We are preparing your data\. A link to download it will reach /).waitFor();
    await journey.shot(page, 'your-data-390');
    // The job prepares it and mails the link (docs/product.md#download-my-data).
    let link = '';
    while (!link) {
      const mail = await journey.site.mailbox(APPLICANT);
      link = /https?:\/\/\S+\/my-data\/download#[A-Za-z0-9_-]{22}/.exec(mail.text ?? '')?.[0] ?? '';
    }
    const token = link.split('#')[1]!;
    await page.goto(`${journey.site.baseUrl}/my-data/download#${token}`);
    await page.getByText(/^Your data is ready\. This link works until /).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await journey.shot(page, 'data-download-390');
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'my-data-')), 'my-data.zip');
    await download.saveAs(file);
    const files = readZip(fs.readFileSync(file));
    const account = JSON.parse(files.get('account.json')!.toString('utf8')) as { email: string }[];
    expect(account.map((row) => row.email)).toEqual([APPLICANT]);
    const applications = JSON.parse(files.get('applications.json')!.toString('utf8')) as unknown[];
    expect(applications.length).toBeGreaterThan(0);
    const cvs = [...files.keys()].filter((name) => name.startsWith('files/'));
    expect(cvs.length).toBeGreaterThan(0);
    for (const cv of cvs) expect(files.get(cv)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();

    // The same link at the other sizes, and for another account: nothing of the applicant's.
    for (const size of [SIZES[0]!, SIZES[2]!]) {
      const other = await openPage(journey.browser, size);
      await journey.signIn(other.page, APPLICANT);
      await other.page.goto(`${journey.site.baseUrl}/my-data/download#${token}`);
      await other.page.getByText(/^Your data is ready\. This link works until /).waitFor();
      expect(await other.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
        true,
      );
      await journey.shot(other.page, `data-download-${size.name}`);
      await other.page.context().close();
    }
    const stranger = await openPage(journey.browser, SIZES[1]!);
    await journey.signIn(stranger.page, 'someone.else@student.example.edu');
    await stranger.page.goto(`${journey.site.baseUrl}/my-data/download#${token}`);
    await stranger.page
      .getByText(/^This download link has expired, or it belongs to another account\./)
      .waitFor();
    await journey.shot(stranger.page, 'data-download-not-yours-390');
    await stranger.page.context().close();
  });

  it('lets the admin publish a new version from Site Content, which the page then shows', async () => {
    const { page } = await openPage(journey.browser, SIZES[2]!);
    await journey.signIn(page, ADMIN);
    await page.goto(`${journey.site.baseUrl}/ad123/content?section=privacy`);
    const part = page.getByRole('group', { name: 'Messages to the centre' });
    const kept = part.getByLabel(/How long it is kept/);
    await kept.fill('Six months after the last reply.');
    await page.getByRole('button', { name: 'Publish as a new version' }).click();
    await page.getByText('Published version 2 of the privacy notice. It is on /privacy now.').waitFor();
    await page.goto(`${journey.site.baseUrl}/privacy#messages`);
    await page.getByText(/^Version 2, published /).waitFor();
    expect(await page.getByRole('region', { name: 'Messages to the centre' }).innerText()).toContain(
      'Six months after the last reply.',
    );
    await page.context().close();
  });

  it('deletes the account with the mailed code, signs out, and signing in within the grace period cancels it', async () => {
    const { page, problems } = await openPage(journey.browser, SIZES[1]!);
    const nextCode = async () => {
      // Other mails to her (the deletion is scheduled) come between the codes.
      for (;;) {
        const mail = await journey.site.mailbox(LEAVING);
        if (/\b\d{6}\b/.test(mail.text ?? '')) return codeIn(mail);
      }
    };
    const api = (url: string) => page.request.get(`${journey.site.baseUrl}${url}`);
    await journey.signInThroughUi(page, LEAVING);
    await page.waitForURL(`${journey.site.baseUrl}/my`);
    const before = (await (await api('/api/me')).json()) as { id: number; email: string; fullName: string };
    expect(before.fullName).toBe('Meera Iyer');
    const alertsBefore = ((await (await api('/api/my/alerts')).json()) as { items: unknown[] }).items;
    expect(alertsBefore.length).toBeGreaterThan(0);

    await page.goto(`${journey.site.baseUrl}/profile`);
    await page
      .getByRole('region', { name: DELETION.heading })
      .getByRole('link', { name: DELETION.heading })
      .click();
    await page.waitForURL(`${journey.site.baseUrl}/profile/delete`);
    await page.getByLabel(DELETION.understood(ACCOUNT_DELETION.graceDays)).check();
    await page.getByRole('button', { name: DELETION.sendCode }).click();
    await page.getByText(DELETION.codeSent(LEAVING)).waitFor();
    await page.getByLabel(DELETION.codeLabel).fill(await nextCode());
    await page.getByRole('button', { name: DELETION.confirm, exact: true }).click();
    await page.getByText(/^Your account will be erased on .+\. You have been signed out;/).waitFor();
    await journey.shot(page, 'delete-account-confirmed-390');
    // Signed out: the session ended on the server, and the navigation offers a sign-in again.
    expect((await api('/api/me')).status()).toBe(401);
    const scheduled = await journey.site.mailbox(LEAVING);
    expect(scheduled.subject).toMatch(/will be deleted on/);

    // Within the 7 days she signs in again: the panel says the deletion is cancelled.
    await page.goto(`${journey.site.baseUrl}/login`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(LEAVING);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect
      .poll(() => dialog.getByRole('status').innerText(), { timeout: 20_000 })
      .toBe(LOGIN_MESSAGES.sent);
    await dialog.getByLabel('One-time code').fill(await nextCode());
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText(LOGIN_MESSAGES.deletionCancelled).waitFor();
    await page.waitForURL(`${journey.site.baseUrl}/my`);
    const cancelled = await journey.site.mailbox(LEAVING);
    expect(cancelled.subject).toMatch(/deletion is cancelled/);

    // The same account, whole: her profile and her alerts as they were.
    const after = (await (await api('/api/me')).json()) as typeof before;
    expect({ id: after.id, email: after.email, fullName: after.fullName }).toEqual({
      id: before.id,
      email: before.email,
      fullName: before.fullName,
    });
    expect(((await (await api('/api/my/alerts')).json()) as { items: unknown[] }).items).toEqual(
      alertsBefore,
    );
    await page.goto(`${journey.site.baseUrl}/profile`);
    await page.getByRole('region', { name: DELETION.heading }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
