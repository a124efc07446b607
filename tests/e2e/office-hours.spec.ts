import { describe, expect, it } from 'vitest';
import { OFFICE_HOURS_MESSAGES } from '#common/office-hours';
import { isoWeekday, nextDate } from '#common/office-hours-slots';
import { utcToZonedTime } from '#common/times';
import { DEMO_OFFICE_HOURS_MENTOR } from '#server/db/seed/demo-office-hours';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

/** The demo seed's founder of Quiet Grid, in the demo cohort, with no session booked. */
const FOUNDER = 'meera@quietgrid.example.com';
/** The demo cohort's first member: the demo seed gives her a session held in the past two weeks. */
const HELD_FOUNDER = 'asha@krishisense.example.com';
const HELD_TOPIC = 'Our first hires: engineers or sales?';
const TOPIC = 'Pricing batteries for rural clinics';
const ZONE = 'Asia/Kolkata';
const SHOTS = 'test-results/office-hours';
const journey = useJourney({ admins: ['oh.admin@iic.example.edu'], shots: SHOTS });
const { signIn, shot } = journey;

/** A day at least three days ahead (past the cancel cut-off) on which the demo mentor has no weekly window. */
function freeDay(): string {
  let day = nextDate(utcToZonedTime(new Date().toISOString(), ZONE).slice(0, 10), 3);
  while ([2, 4].includes(isoWeekday(day))) day = nextDate(day, 1);
  return day;
}
const DAY = freeDay();

/** How many weeks (Monday to Sunday, in the mentor's zone) after the current one `day` falls. */
function weeksAhead(day: string): number {
  const mondayOf = (date: string) => nextDate(date, 1 - isoWeekday(date));
  const today = utcToZonedTime(new Date().toISOString(), ZONE).slice(0, 10);
  return Math.round((Date.parse(mondayOf(day)) - Date.parse(mondayOf(today))) / (7 * 86_400_000));
}
const DAY_HEADING = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
}).format(new Date(`${DAY}T00:00:00Z`));

/**
 * docs/product.md#office-hours in the browser: a mentor publishes a window, a founder books it with a
 * topic, both see the session, the founder cancels and the slot is free again.
 */
describe('office hours', () => {
  it('a mentor publishes a window, a founder books it, both see it, the founder cancels and it reopens', async () => {
    const base = journey.site.baseUrl;
    const mentor = await openPage(journey.browser, { viewport: VIEWPORTS.desktop, timezoneId: ZONE });
    await signIn(mentor.page, DEMO_OFFICE_HOURS_MENTOR);
    await mentor.page.goto(`${base}/my/office-hours`);
    // Chromium names this zone Asia/Calcutta; the page shows and keeps the current name.
    const zone = mentor.page.getByRole('combobox', { name: 'Your time zone' });
    await zone.waitFor({ timeout: 20_000 });
    expect(await zone.inputValue()).toBe(ZONE);
    expect(await mentor.page.getByText(/Calcutta/).count()).toBe(0);
    await mentor.page.getByLabel('Repeats').selectOption('single', { timeout: 20_000 });
    await mentor.page.getByLabel('Date').fill(DAY);
    await mentor.page.getByLabel(/^From/).fill('19:00');
    await mentor.page.getByLabel(/^Until/).fill('19:30');
    await mentor.page.getByRole('button', { name: 'Add availability' }).click();
    await mentor.page.getByRole('status').first().waitFor({ timeout: 20_000 });
    expect(mentor.problems.consoleErrors).toEqual([]);

    const founder = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
      timezoneId: ZONE,
    });
    const page = founder.page;
    await signIn(page, FOUNDER);
    const daySlots = () =>
      page
        .locator('div')
        .filter({ has: page.getByRole('heading', { level: 4, name: DAY_HEADING, exact: true }) })
        .last();
    const openAllSlots = async () => {
      await page.goto(`${base}/office-hours`);
      await page
        .getByRole('button', { name: /All free slots/ })
        .first()
        .click({ timeout: 20_000 });
    };
    await openAllSlots();
    await daySlots().getByRole('button', { name: /19:00/ }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What would you like to talk about?').fill(TOPIC);
    await shot(page, 'book-dialog-phone');
    await dialog.getByRole('button', { name: 'Book this slot' }).click();
    await dialog.getByText(OFFICE_HOURS_MESSAGES.booked).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Booked, the slot is no longer offered.
    await openAllSlots();
    await page.getByRole('heading', { level: 4 }).first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 4, name: DAY_HEADING, exact: true }).count()).toBe(0);

    await page.goto(`${base}/my/office-hours`);
    const session = page.getByRole('article').filter({ hasText: TOPIC });
    await session.getByText('Booked', { exact: true }).waitFor({ timeout: 20_000 });
    await mentor.page.goto(`${base}/my/office-hours`);
    // The mentor's week opens on the current one; the session may fall in a later week.
    for (let week = 0; week < weeksAhead(DAY); week += 1)
      await mentor.page.getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
    await mentor.page
      .getByRole('article')
      .filter({ hasText: TOPIC })
      .getByText(/Meera Krishnan/)
      .first()
      .waitFor({ timeout: 20_000 });
    await shot(mentor.page, 'mentor-week-desktop');

    await session.getByRole('button', { name: 'Cancel session' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this session?' })
      .getByRole('button', { name: 'Cancel session' })
      .click();
    await page.getByText(OFFICE_HOURS_MESSAGES.cancelled).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'cancelled-phone');

    await openAllSlots();
    await daySlots().getByRole('button', { name: /19:00/ }).waitFor({ timeout: 20_000 });
    expect(founder.problems.consoleErrors).toEqual([]);
  });

  it('after a session held the founder leaves a note and a rating; the admin sees it in mentor activity', async () => {
    const base = journey.site.baseUrl;
    const founder = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
      timezoneId: ZONE,
    });
    await signIn(founder.page, HELD_FOUNDER);
    await founder.page.goto(`${base}/my/office-hours`);
    const held = founder.page.getByRole('article').filter({ hasText: HELD_TOPIC });
    await held
      .getByLabel('Your note (only you see it)')
      .fill('Hire one engineer first; sales after the pilot.');
    await held.getByLabel('Your rating').selectOption('5');
    await held.getByRole('button', { name: 'Save note' }).click();
    await held.getByText(OFFICE_HOURS_MESSAGES.noteSaved).waitFor({ timeout: 20_000 });
    expect(await founder.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await shot(founder.page, 'note-and-rating-phone');
    expect(founder.problems.consoleErrors).toEqual([]);

    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop, timezoneId: ZONE });
    await signIn(admin.page, 'oh.admin@iic.example.edu');
    await admin.page.goto(`${base}/ad123/office-hours`);
    const activity = admin.page.getByRole('table').filter({ hasText: 'Sessions held' });
    await activity.getByText('5 of 5 (1 rating)').waitFor({ timeout: 20_000 });
    await admin.page.getByRole('heading', { name: 'Not met a mentor yet' }).waitFor();
    await admin.page.getByRole('cell', { name: HELD_TOPIC }).waitFor();
    await shot(admin.page, 'admin-office-hours-desktop');
    expect(admin.problems.consoleErrors).toEqual([]);
  });
});
