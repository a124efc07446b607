import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '#common/events';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { signInWithSession } from './support/session';
import { openPage, type PageProblems } from './support/page-helpers';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

const ADMIN = 'events.admin@iic.example.edu';
let site: SiteWithMail;
let browser: Browser;
let posterFile: string;
const screenshots = path.join(process.cwd(), 'test-results', 'events');

beforeAll(async () => {
  // These tests start from empty lists of events and posts.
  site = await startSiteWithMail({
    adminEmails: [ADMIN],
    env: { CENTRE_TIMEZONE: 'Asia/Kolkata', SEED_DEMO_ACTIVITY: 'false' },
  });
  browser = await launchChromium();
  posterFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'poster-')), 'poster.png');
  await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1f6feb' } })
    .png()
    .toFile(posterFile);
  fs.mkdirSync(screenshots, { recursive: true });
});
afterAll(async () => {
  await adminSession?.page.context().close();
  await browser?.close();
  await site?.stop();
});

const signIn = (page: Page, email: string) => signInWithSession(page.context(), site, email);

let adminSession: Awaited<ReturnType<typeof openPage>> | null = null;
/** One signed-in admin page for the whole file (a second code within 15 s would wait out the cooldown). */
async function adminPage() {
  if (!adminSession) {
    adminSession = await openPage(browser, { viewport: VIEWPORTS.desktop }, { lifetime: 'file' });
    await signIn(adminSession.page, ADMIN);
  }
  return adminSession;
}

function expectNoConsoleErrors(problems: PageProblems) {
  expect(problems.consoleErrors).toEqual([]);
}

async function fillEventForm(page: Page, name: string, fields: { start: string; end: string; time: string }) {
  const form = page.getByRole('form', { name: 'Upload an event' });
  await form.getByLabel('Event name').fill(name);
  await form.getByLabel('Description').fill('Teams build a prototype in a weekend with mentors on hand.');
  await form.getByLabel('Category').selectOption('hackathon');
  await form.getByLabel('Number of attendees').fill('250');
  await form.getByLabel('Start date').fill(fields.start);
  await form.getByLabel('End date').fill(fields.end);
  await form.getByLabel('Time (optional)').fill(fields.time);
  await form.getByLabel('Location').fill('Innovation Hall');
  await form.getByLabel('Registration link').fill('https://example.org/register/hack');
  await form.getByLabel('Event image').setInputFiles(posterFile);
  return form;
}

describe('events', () => {
  it('an admin uploads an event and open pages show it without a reload', async () => {
    const visitor = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await visitor.page.goto(`${site.baseUrl}/`);
    const section = visitor.page.locator('#events');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.innerText()).toContain('No Upcoming Events');

    const eventsPage = await openPage(browser, { viewport: VIEWPORTS.phone });
    await eventsPage.page.goto(`${site.baseUrl}/events`);
    await expect
      .poll(() => eventsPage.page.locator('main').innerText())
      .toContain('No upcoming events at the moment.');

    const admin = await adminPage();
    await admin.page.goto(`${site.baseUrl}/ad123/event-upload`);
    const form = await fillEventForm(admin.page, 'Campus Hackathon 2099', {
      start: '2099-03-10',
      end: '2099-03-11',
      time: '10:00 AM - 1:30 PM',
    });
    await expect.poll(() => form.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(1);
    await admin.page.screenshot({ path: path.join(screenshots, 'admin-form-desktop.png'), fullPage: true });
    await form.getByRole('button', { name: 'Upload Event' }).click();
    await expect.poll(() => admin.page.getByText(EVENT_MESSAGES.uploaded).count()).toBe(1);
    await admin.page.waitForURL(`${site.baseUrl}/events`);

    // The pages opened before the upload show it through the live feed, with no reload.
    await expect.poll(() => section.innerText(), { timeout: 15_000 }).toContain('Campus Hackathon 2099');
    // Home shows a small card linking to the event's page (docs/product.md#home-teasers) ...
    const card = section.getByRole('tabpanel').locator('li', { hasText: 'Campus Hackathon 2099' });
    await expect.poll(() => card.innerText()).toContain('Innovation Hall');
    expect(await card.getByRole('link', { name: 'Campus Hackathon 2099' }).getAttribute('href')).toMatch(
      /^\/events\/\d+$/,
    );
    // ... and the events page the whole card, with its seats and Register.
    await expect
      .poll(() => eventsPage.page.locator('main').innerText(), { timeout: 15_000 })
      .toContain('Campus Hackathon 2099');
    const full = eventsPage.page.locator('main article', { hasText: 'Campus Hackathon 2099' });
    expect(await full.innerText()).toContain('250 seats');
    expect(await full.getByRole('link', { name: /^Register/ }).getAttribute('href')).toBe(
      'https://example.org/register/hack',
    );

    await visitor.page.screenshot({ path: path.join(screenshots, 'home-section-desktop.png') });
    await eventsPage.page.screenshot({
      path: path.join(screenshots, 'events-page-phone.png'),
      fullPage: true,
    });
    expectNoConsoleErrors(visitor.problems);
    expectNoConsoleErrors(eventsPage.problems);
    expectNoConsoleErrors(admin.problems);
    await visitor.page.context().close();
  });

  it('tabs and carousel work; past and program events land in their tabs', async () => {
    const admin = await adminPage();
    const upload = async (name: string, category: string, start: string, end: string) => {
      await admin.page.goto(`${site.baseUrl}/ad123/event-upload`);
      const form = await fillEventForm(admin.page, name, { start, end, time: '' });
      await form.getByLabel('Category').selectOption(category);
      await form.getByRole('button', { name: 'Upload Event' }).click();
      await expect.poll(() => admin.page.getByText(EVENT_MESSAGES.uploaded).count()).toBe(1);
    };
    await upload('Alumni Mixer 2001', 'networking', '2001-02-01', '2001-02-01');
    await upload('Seed Fund Cohort', 'Funding', '2099-06-01', '2099-12-01');
    await upload('Design Sprint 2099', 'workshop', '2099-05-01', '2099-05-01');

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, problems } = await openPage(browser, { viewport });
      await page.goto(`${site.baseUrl}/#events`);
      const section = page.locator('#events');
      await section.scrollIntoViewIfNeeded();
      const upcomingTab = section.getByRole('tab', { name: 'Upcoming Events' });
      await expect.poll(() => upcomingTab.getAttribute('aria-selected')).toBe('true');
      // docs/product.md#home-teasers: each tab shows its first events as small cards (two on phones).
      const names = () => section.getByRole('tabpanel').locator('li h3').allInnerTexts();
      await expect.poll(names).toContain('Campus Hackathon 2099');
      expect(await names()).toContain('Design Sprint 2099');
      await page.screenshot({ path: path.join(screenshots, `home-upcoming-${name}.png`) });

      await upcomingTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => section.getByRole('tab', { name: 'Past Events' }).getAttribute('aria-selected'))
        .toBe('true');
      await expect.poll(names).toContain('Alumni Mixer 2001');
      expect(
        await section
          .getByRole('tabpanel')
          .getByRole('link', { name: /^Register/ })
          .count(),
      ).toBe(0);
      await section.getByRole('tab', { name: 'Programs' }).click();
      await expect.poll(names).toContain('Seed Fund Cohort');
      await page.screenshot({ path: path.join(screenshots, `home-programs-${name}.png`) });
      expectNoConsoleErrors(problems);
      await page.context().close();
    }
  });

  it('"Add to calendar" gives an .ics that imports with the centre time zone', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${site.baseUrl}/events`);
    const card = page.getByRole('article', { name: 'Campus Hackathon 2099' });
    const href = await card.getByRole('link', { name: /Add to calendar/ }).getAttribute('href');
    expect(href).toMatch(/^\/api\/events\/\d+\.ics$/);
    const text = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(zone);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Campus Hackathon 2099');
    // 10:00 in Kolkata (UTC+05:30) is 04:30 UTC; 1:30 PM on the end date is 08:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2099-03-10T04:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2099-03-11T08:00:00.000Z');

    const feed = await page.evaluate(async () => (await fetch('/api/events.ics')).text());
    expect(new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent')).toHaveLength(4);
    expectNoConsoleErrors(problems);
  });

  it('an event page carries its preview tags and structured data, with no CSP error', async () => {
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.phone });
    await page.goto(`${site.baseUrl}/events`);
    const link = page.getByRole('article', { name: 'Campus Hackathon 2099' }).getByRole('link', {
      name: 'Campus Hackathon 2099',
      exact: true,
    });
    const href = (await link.getAttribute('href'))!;
    await page.goto(`${site.baseUrl}${href}`);
    await expect.poll(() => page.title()).toBe('Campus Hackathon 2099 | Innovation & Incubation Centre');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Campus Hackathon 2099',
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^http:\/\/localhost:\d+\/media\//,
    );
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toBe('2099-03-10T10:00:00+05:30');
    await expect.poll(() => page.locator('main').innerText()).toContain('Innovation Hall');
    await page.screenshot({ path: path.join(screenshots, 'event-page-phone.png'), fullPage: true });
    expectNoConsoleErrors(problems);

    // A missing event: "page not found" with 404, which stays on its address and leads back to the list.
    const missing = await page.goto(`${site.baseUrl}/events/999999`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'All events' }).click();
    await page.waitForURL(`${site.baseUrl}/events`);
  });
});
