import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
import { adminCheckInPath } from '#common/routes';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

// docs/product.md#registering-on-the-event-pages, #application-status, #my-events and #registrations-tab in a
// real browser: each person sees their own state on the event's card and on /application-status, subscribes
// to their private calendar address and revokes it, and the admin writes to the no-shows of a past event.

const ADMIN = 'follow-up.admin@iic.example.edu';
const SEATED = 'seated.person@example.org';
const WAITING = 'waiting.person@example.org';
const SHOTS = 'test-results/event-follow-up';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;
const PHONE_320 = { viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true };
const PHONE_390 = { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true };
const UPCOMING = 'Design Sprint for Campus Founders';
const PAST = 'Investor Office Hours Retrospective';

async function createSiteEvent(page: Page, name: string, day: string, seats: number): Promise<CentreEvent> {
  const poster = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const created = await page.request.post(`${journey.site.baseUrl}/api/events`, {
    multipart: {
      name,
      description: 'A workshop that takes registrations on the site.',
      category: 'workshop',
      start_date: day,
      end_date: day,
      time: '4:00 PM - 6:00 PM',
      location: 'Makerspace',
      attendees: String(seats),
      registration_mode: 'site',
      registration_link: '',
      image: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: CentreEvent }).event;
}

/** Nothing on the page is wider than the screen. */
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('event registration follow-up', () => {
  it('shows each person their state, serves and revokes the calendar feed, and writes to the no-shows', async () => {
    const base = journey.site.baseUrl;
    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    const upcoming = await createSiteEvent(admin.page, UPCOMING, '2099-06-15', 1);
    const past = await createSiteEvent(admin.page, PAST, '2024-02-01', 2);

    // The first person registers from the event's card on /events; the card then shows their place.
    const seated = await openPage(journey.browser, PHONE_390);
    await signIn(seated.page, SEATED);
    await seated.page.goto(`${base}/events`);
    const card = seated.page.getByRole('article', { name: UPCOMING });
    await card.getByRole('button', { name: `Register for ${UPCOMING}` }).click();
    await expect.poll(() => card.innerText()).toMatch(/Your place:\s*Registered/);
    await card.screenshot({ path: `${SHOTS}/events-card-registered-390.png` });
    await fitsWidth(seated.page, VIEWPORTS.phone.width);

    // The second finds it full on the card, joins the waitlist, and sees the place on /application-status.
    const waiting = await openPage(journey.browser, PHONE_320);
    await signIn(waiting.page, WAITING);
    await waiting.page.goto(`${base}/events/${upcoming.id}`);
    await waiting.page.getByRole('button', { name: /^Join the waitlist/ }).click();
    const page = waiting.page.getByRole('article', { name: UPCOMING });
    await expect.poll(() => page.innerText()).toMatch(/Your place:\s*Waitlisted \(number 1\)/);
    await shot(waiting.page, 'event-page-waitlisted-320');
    await fitsWidth(waiting.page, 320);
    await waiting.page.goto(`${base}/application-status`);
    const summary = waiting.page.getByRole('region', { name: 'Event registrations' });
    await expect.poll(() => summary.innerText()).toMatch(/Waitlisted \(number 1\)/);
    expect(await summary.getByRole('link', { name: UPCOMING }).getAttribute('href')).toBe(
      `/events/${upcoming.id}`,
    );
    await shot(waiting.page, 'application-status-waitlisted-320');
    await fitsWidth(waiting.page, 320);

    // The seat holder makes the private calendar address on My events; a calendar app reads it.
    await seated.page.goto(`${base}/my/events`);
    const feed = seated.page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Create my calendar address' }).click();
    await expect
      .poll(() => feed.getByRole('status').innerText())
      .toMatch(/^Your calendar address is ready\./);
    const address = feed.getByLabel('Your private address');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar-feeds\/[\w-]{32}\.ics$/);
    const url = await address.inputValue();
    const calendar = await seated.page.request.get(url);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain(`SUMMARY:${UPCOMING}`);
    await expect
      .poll(() => seated.page.getByRole('img', { name: /^QR code of your check-in code / }).count())
      .toBe(1);
    await shot(seated.page, 'my-events-calendar-feed-390');
    await fitsWidth(seated.page, VIEWPORTS.phone.width);
    await feed.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => feed.getByRole('status').innerText()).toBe('The address is revoked.');
    expect((await seated.page.request.get(url)).status()).toBe(404);
    await seated.page.setViewportSize(VIEWPORTS.desktop);
    await shot(seated.page, 'my-events-1366');
    await fitsWidth(seated.page, VIEWPORTS.desktop.width);

    // A past event: both were there as walk-ins, only the seat holder was checked in at the door.
    for (const email of [SEATED, WAITING]) {
      const added = await admin.page.request.post(`${base}/api/events/${past.id}/registrants`, {
        data: { email },
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    const list = await admin.page.request.get(`${base}/api/events/${past.id}/registrations`);
    const items = ((await list.json()) as { items: { email: string; id: number }[] }).items;
    expect(items.map((item) => item.email)).toEqual([SEATED, WAITING]);
    const seatedCode = (
      (await (await seated.page.request.get(`${base}/api/my/registrations`)).json()) as {
        items: { event_id: number; check_in_code: string | null }[];
      }
    ).items.find((item) => item.event_id === past.id)!.check_in_code!;
    const checkedIn = await admin.page.request.post(`${base}/api/events/${past.id}/check-ins`, {
      data: { code: seatedCode },
    });
    expect(checkedIn.status(), await checkedIn.text()).toBe(200);

    // The admin writes to the no-shows from the Registrations tab; only the person who missed it gets it.
    await admin.page.goto(`${base}/ad123/registrations`);
    await admin.page.getByLabel('Event', { exact: true }).selectOption({ label: `${PAST} (2024-02-01)` });
    const counts = admin.page.getByRole('region', { name: /^Registrations \(2\)/ });
    await expect.poll(() => counts.innerText()).toContain('No-shows: 1');
    const message = admin.page.getByRole('form', { name: 'Write to a group' });
    await message.getByLabel('To').selectOption('no_shows');
    await message.getByLabel('Subject').fill('The slides');
    await message.getByLabel('Message').fill('We missed you. The slides are on the centre’s drive.');
    await message.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => message.innerText()).toContain('Message queued for 1 person.');
    await shot(admin.page, 'registrations-no-shows-1366');
    let mail = await journey.site.mailbox(WAITING, 20_000);
    while (!mail.subject?.startsWith('The slides')) mail = await journey.site.mailbox(WAITING, 20_000);
    expect(mail.subject).toBe(`The slides · ${PAST}`);
    expect(mail.text).toContain('We missed you.');
    // The one who came got no such mail: every mail to them is about their registrations.
    const toSeated = journey.site.smtp.received.filter((received) =>
      received.envelopeTo.some((rcpt) => rcpt.toLowerCase() === SEATED),
    );
    expect(toSeated.map((received) => received.subject).filter((s) => s?.startsWith('The slides'))).toEqual(
      [],
    );

    // The check-in page of that event, bookmarked on a phone or open on a desktop: nothing wider than the
    // screen, the counts, and a refused code's card.
    const state = await admin.page.context().storageState();
    for (const [name, options] of [
      ['320', PHONE_320],
      ['390', PHONE_390],
      ['1366', { viewport: VIEWPORTS.desktop }],
    ] as const) {
      const context = await journey.browser.newContext({ ...options, storageState: state });
      const door = await context.newPage();
      await door.goto(`${base}${adminCheckInPath(past.id)}`);
      await expect
        .poll(() => door.getByText(/registered checked in$/).innerText())
        .toBe('1 of 2 registered checked in');
      const checkIn = door.getByRole('form', { name: 'Check in' });
      await checkIn.getByLabel('Check-in code').fill('ZZZZ2222ZZ');
      await checkIn.getByRole('button', { name: 'Check in' }).click();
      await expect.poll(() => checkIn.getByRole('alert').innerText()).toMatch(/^Not registered/);
      await fitsWidth(door, options.viewport.width);
      await shot(door, `check-in-page-${name}`);
      await context.close();
    }

    expect(seated.problems.consoleErrors).toEqual([]);
    expect(waiting.problems.consoleErrors).toEqual([]);
    expect(admin.problems.consoleErrors).toEqual([]);
    for (const who of [admin, seated, waiting]) await who.page.context().close();
  });
});
