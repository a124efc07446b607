import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
import { OPPORTUNITY_MESSAGES } from '#common/opportunities';
import { openDatabase } from '#server/db/connection';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';
import { signInThroughUi } from './support/sign-in';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

// docs/decisions/036-idempotent-submissions.md: a double click makes one record, in a real browser against
// the real server.

const ADMIN = 'double.admin@iic.example.edu';
const PERSON = 'quick.fingers@example.org';
let site: SiteWithMail;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithMail({ adminEmails: [ADMIN], env: { SEED_DEMO_ACTIVITY: 'false' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function signIn(page: Page, email: string) {
  await signInThroughUi(page, site.baseUrl, site.mailbox, email);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

/** Reads the site's own database, as the records are. */
async function countRows(table: 'ideas' | 'event_registrations', where: [string, number | string]) {
  const database = openDatabase({ kind: 'sqlite', file: path.join(site.dataDir, 'centre.sqlite') });
  try {
    const rows = await database.db
      .selectFrom(table)
      .select('id')
      .where(where[0] as 'id', '=', where[1] as number)
      .execute();
    return rows.length;
  } finally {
    await database.close();
  }
}

describe('a double click', () => {
  it('on "Submit Idea" and on "Register" makes one idea and one registration', async () => {
    const admin = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    const poster = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const created = await admin.page.request.post(`${site.baseUrl}/api/events`, {
      multipart: {
        name: 'Pitch practice',
        description: 'Ten seats for a double click.',
        category: 'seminar',
        start_date: '2099-05-20',
        end_date: '2099-05-20',
        time: '9:00 AM - 11:00 AM',
        location: 'Incubator lounge',
        attendees: '10',
        registration_mode: 'site',
        registration_link: '',
        image: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const event = ((await created.json()) as { event: CentreEvent }).event;
    await admin.page.context().close();

    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, PERSON);
    await page.goto(`${site.baseUrl}/post-idea`);
    const form = page.getByRole('form', { name: 'Post an idea' });
    const title = 'Clicked twice, posted once';
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Main category').fill('CleanTech');
    await form.getByLabel('Description').fill('An idea whose author clicks every button twice.');
    await form.getByLabel('Your name').fill('Quick Fingers');
    await form.getByLabel('Designation').fill('B.Tech student');
    await form.getByLabel('WhatsApp number').fill('+91 98765 43210');
    await form.getByRole('button', { name: 'Submit Idea' }).dblclick();
    const success = page.getByRole('dialog', { name: OPPORTUNITY_MESSAGES.success.idea });
    await expect.poll(() => success.isVisible()).toBe(true);
    await expect.poll(() => countRows('ideas', ['title', title])).toBe(1);
    await page.goto(`${site.baseUrl}/application-status`);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(title) }).count()).toBe(1);

    await page.goto(`${site.baseUrl}/events/${event.id}`);
    await page.getByRole('button', { name: /^Register/ }).dblclick();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are registered' }).count())
      .toBe(1);
    expect(await countRows('event_registrations', ['event_id', event.id])).toBe(1);
    expect(problems.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
