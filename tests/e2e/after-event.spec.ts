import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_PAGE } from '#common/certificates';
import type { CentreEvent } from '#common/events';
import { FEEDBACK_MESSAGES, FEEDBACK_OVERALL_LABEL } from '#common/event-feedback';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

// docs/product.md#event-feedback and #certificates in a real browser, after an event: the person checked in
// finds the feedback form and the certificate on the hub and answers once, a signed-out stranger checks the
// certificate's QR link, and the admin reads the answer in the summary and revokes the certificate, which
// the stranger then sees revoked. certificates.spec.ts covers the check page of a demo certificate.

const ADMIN = 'after-event.admin@iic.example.edu';
const ATTENDEE = 'kavya.menon@example.org';
/** The name the journey's sign-in gives the attendee's new account (nameFromAddress). */
const ATTENDEE_NAME = 'Kavya Menon';
const EVENT = 'Founders Evening Retrospective';
const LIKED = 'The founders answered every question honestly.';
const SHOTS = 'test-results/after-event';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

/** A calendar day `days` from today, as the event form takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createSiteEvent(page: Page, day: string): Promise<CentreEvent> {
  const poster = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const created = await page.request.post(`${journey.site.baseUrl}/api/events`, {
    multipart: {
      name: EVENT,
      description: 'Three founders on their first year, and questions from the floor.',
      category: 'networking',
      start_date: day,
      end_date: day,
      time: '6:00 PM - 8:00 PM',
      location: 'Auditorium',
      attendees: '40',
      registration_mode: 'site',
      registration_link: '',
      image: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: CentreEvent }).event;
}

describe('after the event', () => {
  it('gives the attendee a feedback form and a certificate a stranger checks, until the admin revokes it', async () => {
    const base = journey.site.baseUrl;
    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    const attendee = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(attendee.page, ATTENDEE);

    // The event is still ahead when the attendee registers and is checked in at the door, and the admin
    // turns certificates on; then its date moves to two days ago, as an event that took place.
    const event = await createSiteEvent(admin.page, dayFromNow(30));
    const added = await admin.page.request.post(`${base}/api/events/${event.id}/registrants`, {
      data: { email: ATTENDEE },
    });
    expect(added.status(), await added.text()).toBe(201);
    const code = (
      (await (await attendee.page.request.get(`${base}/api/my/registrations`)).json()) as {
        items: { event_id: number; check_in_code: string | null }[];
      }
    ).items.find((item) => item.event_id === event.id)!.check_in_code!;
    const checkedIn = await admin.page.request.post(`${base}/api/events/${event.id}/check-ins`, {
      data: { code },
    });
    expect(checkedIn.status(), await checkedIn.text()).toBe(200);
    const certificate = await admin.page.request.put(`${base}/api/events/${event.id}/certificate`, {
      data: {
        title: 'Certificate of attendance',
        signatory_name: 'Dr. Kavita Rao',
        signatory_role: 'Director',
      },
    });
    expect(certificate.status(), await certificate.text()).toBe(200);
    const held = dayFromNow(-2);
    const moved = await admin.page.request.patch(`${base}/api/events/${event.id}`, {
      data: { start_date: held, end_date: held },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    // The jobs ask for feedback and issue the certificate; the hub shows both.
    const hub = attendee.page;
    const feedbackLink = hub.getByRole('link', { name: `Give your feedback on ${EVENT}` });
    const certificates = hub.getByRole('region', { name: 'Certificates' });
    await expect
      .poll(
        async () => {
          await hub.goto(`${base}/my`);
          await hub.getByRole('heading', { level: 1 }).waitFor();
          await hub.getByText(/things? waits? for you|Nothing waits for you/).waitFor();
          return (
            (await feedbackLink.count()) + (await certificates.getByText(EVENT, { exact: true }).count())
          );
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(2);
    const certificateCode = (
      await certificates.getByRole('link', { name: /^[A-Z2-7]{16}$/ }).innerText()
    ).trim();
    await shot(hub, 'hub-feedback-and-certificate-390');

    // The attendee answers the form once: a double click on Send gives one answer.
    await feedbackLink.click();
    const form = hub.getByRole('form', { name: 'Your feedback' });
    await form
      .getByRole('group', { name: FEEDBACK_OVERALL_LABEL })
      .getByRole('radio', { name: /^5/ })
      .check();
    await form.getByLabel('What did you like most? (optional)').fill(LIKED);
    await form.getByRole('button', { name: 'Send feedback' }).dblclick();
    await expect.poll(() => form.innerText()).toContain(FEEDBACK_MESSAGES.sent);
    await shot(hub, 'feedback-sent-390');

    // A stranger scans the QR code: signed out, in a browser of their own.
    const strangerContext = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
    const stranger = await strangerContext.newPage();
    const checked = await stranger.goto(`${base}/certificates/${certificateCode}`);
    expect(checked?.status()).toBe(200);
    await expect.poll(() => stranger.locator('main').innerText()).toContain(CERTIFICATE_PAGE.valid);
    expect(await stranger.locator('main').innerText()).toContain(ATTENDEE_NAME);
    expect(await stranger.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // The admin reads the one answer in the summary and revokes the certificate after a confirmation.
    await admin.page.goto(`${base}/ad123/registrations`);
    await admin.page.getByLabel('Event', { exact: true }).selectOption({ label: `${EVENT} (${held})` });
    await expect
      .poll(() => admin.page.getByText(/who checked in answered$/).innerText())
      .toBe('1 of 1 who checked in answered');
    await expect.poll(() => admin.page.locator('main').innerText()).toContain(LIKED);
    await admin.page.getByRole('button', { name: `Revoke ${ATTENDEE_NAME}’s certificate` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Revoke ${ATTENDEE_NAME}’s certificate?` });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect
      .poll(() => admin.page.locator('main').innerText())
      .toContain(`${ATTENDEE_NAME}’s certificate is revoked`);
    await shot(admin.page, 'admin-feedback-and-revoked-1366');

    // The stranger's check now says revoked.
    await stranger.reload();
    await expect.poll(() => stranger.locator('main').innerText()).toContain(CERTIFICATE_PAGE.revoked);

    expect(attendee.problems.consoleErrors).toEqual([]);
    expect(admin.problems.consoleErrors).toEqual([]);
    await strangerContext.close();
    for (const who of [admin, attendee]) await who.page.context().close();
  });
});
