import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
import { adminCheckInPath } from '#common/routes';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { signInWithSession } from './support/session';
import { axeViolations } from './support/axe';
import { openPage, type PageProblems } from './support/page-helpers';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

// docs/product.md#event-registration and #registrations-tab, end to end in a real browser: register, the
// waitlist, cancel → offer → claim, My events with the QR code, and check-in at the door by camera and by
// typed code.

const ADMIN = 'door.admin@iic.example.edu';
const FIRST = 'first.comer@example.org';
const SECOND = 'second.comer@example.org';
let site: SiteWithMail;
let browser: Browser;
const shots = process.env.SHOTS_DIR ?? path.join(process.cwd(), 'test-results', 'event-registration');
const PHONE_320 = { viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true };
const PHONE_390 = { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true };

beforeAll(async () => {
  site = await startSiteWithMail({
    adminEmails: [ADMIN],
    env: { CENTRE_TIMEZONE: 'Asia/Kolkata', SEED_DEMO_ACTIVITY: 'false' },
  });
  browser = await launchChromium();
  fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const signIn = (page: Page, email: string) => signInWithSession(page.context(), site, email);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

function expectNoConsoleErrors(problems: PageProblems) {
  expect(problems.consoleErrors).toEqual([]);
}

/** A camera for the browser: a canvas showing whatever image the test puts in front of it. */
async function fakeCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices ?? ({} as MediaDevices);
    devices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context2d = canvas.getContext('2d')!;
      const draw = () => {
        context2d.fillStyle = '#fff';
        context2d.fillRect(0, 0, 480, 480);
        const shown = (window as unknown as { cameraImage?: HTMLImageElement }).cameraImage;
        if (shown?.complete) context2d.drawImage(shown, 90, 90, 300, 300);
        requestAnimationFrame(draw);
      };
      draw();
      return canvas.captureStream(15);
    };
    if (!navigator.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', { value: devices });
  });
}

async function holdUpToCamera(page: Page, code: string) {
  const dataUrl = await QRCode.toDataURL(code, { margin: 2, width: 300 });
  await page.evaluate((src) => {
    const image = new Image();
    image.src = src;
    (window as unknown as { cameraImage?: HTMLImageElement }).cameraImage = image;
  }, dataUrl);
}

describe('event registration, end to end', () => {
  it('registers, waitlists, offers the freed seat, claims it, and checks in at the door', async () => {
    const admin = await openPage(browser, PHONE_390);
    await fakeCamera(admin.page.context());
    await signIn(admin.page, ADMIN);
    const poster = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const created = await admin.page.request.post(`${site.baseUrl}/api/events`, {
      multipart: {
        name: 'Founders’ Breakfast with a deliberately long name that has to wrap on a small phone',
        description: 'One seat, so the waitlist shows.',
        category: 'seminar',
        start_date: '2099-05-20',
        end_date: '2099-05-20',
        time: '9:00 AM - 11:00 AM',
        location: 'Incubator lounge',
        attendees: '1',
        registration_mode: 'site',
        registration_link: '',
        image: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const event = ((await created.json()) as { event: CentreEvent }).event;
    const eventUrl = `${site.baseUrl}/events/${event.id}`;

    // The first person registers on the event's page and sees the code with its QR code.
    const first = await openPage(browser, PHONE_390);
    await signIn(first.page, FIRST);
    await first.page.goto(eventUrl);
    await first.page.getByRole('button', { name: /^Register/ }).click();
    await expect
      .poll(() => first.page.getByRole('status').filter({ hasText: 'You are registered' }).count())
      .toBe(1);
    const qr = first.page.getByRole('img', { name: /^QR code of your check-in code / });
    await expect.poll(() => qr.count()).toBe(1);
    const firstCode = (await qr.getAttribute('data-check-in-qr'))!;
    expect(firstCode).toMatch(/^[A-Z2-9]{10}$/);
    const confirmation = await site.mailbox(FIRST);
    expect(confirmation.subject).toContain('Registered:');
    expect(confirmation.raw).toMatch(/Content-Type: image\/png/i);
    expect(confirmation.html).toContain('cid:check-in-code.qr');
    await shot(first.page, 'event-page-registered-390');

    // The second person finds the event full and joins the waitlist (320 px phone).
    const second = await openPage(browser, PHONE_320);
    await signIn(second.page, SECOND);
    await second.page.goto(eventUrl);
    await second.page.getByRole('button', { name: /^Join the waitlist/ }).click();
    await expect
      .poll(() => second.page.getByRole('status').filter({ hasText: 'number 1 on the waitlist' }).count())
      .toBe(1);
    expect(await second.page.getByRole('img', { name: /^QR code/ }).count()).toBe(0);
    expect((await site.mailbox(SECOND)).subject).toContain('On the waitlist:');
    await shot(second.page, 'event-page-waitlisted-320');

    // The first cancels from My events; the seat is offered to the second at once, by mail.
    await first.page.goto(`${site.baseUrl}/my/events`);
    const firstItem = first.page.getByRole('article', { name: /^Founders’ Breakfast/ });
    await expect.poll(() => firstItem.getByRole('img', { name: /^QR code/ }).count()).toBe(1);
    await shot(first.page, 'my-events-registered-390');
    await firstItem.getByRole('button', { name: /^Cancel registration/ }).click();
    await expect.poll(() => firstItem.innerText()).toContain('Cancelled');
    expect(await firstItem.getByRole('img', { name: /^QR code/ }).count()).toBe(0);
    const offer = await site.mailbox(SECOND, 20_000);
    expect(offer.subject).toContain('A seat is free');

    await second.page.goto(`${site.baseUrl}/my/events`);
    const secondItem = second.page.getByRole('article', { name: /^Founders’ Breakfast/ });
    await expect.poll(() => secondItem.innerText()).toMatch(/Seat offered until/);
    await shot(second.page, 'my-events-offered-320');
    await secondItem.getByRole('button', { name: /^Claim the seat/ }).click();
    await expect.poll(() => secondItem.innerText()).toContain('The seat is yours');
    const secondQr = secondItem.getByRole('img', { name: /^QR code of your check-in code / });
    await expect.poll(() => secondQr.count()).toBe(1);
    const secondCode = (await secondQr.getAttribute('data-check-in-qr'))!;
    await shot(second.page, 'my-events-claimed-320');

    // At the door, on the event's bookmarkable check-in page (docs/product.md#check-in-page): the admin
    // scans the second person's QR code with the (fake) camera.
    const doorUrl = `${site.baseUrl}${adminCheckInPath(event.id)}`;
    await admin.page.goto(doorUrl);
    // Nothing floats over the camera view (docs/product.md#newsletter-button).
    await expect
      .poll(() => admin.page.getByRole('button', { name: 'Subscribe to our newsletter' }).count())
      .toBe(0);
    const counts = admin.page.getByText(/registered checked in$/);
    await expect.poll(() => counts.innerText()).toBe('0 of 1 registered checked in');
    expect(await axeViolations(admin.page)).toEqual([]);
    const checkIn = admin.page.getByRole('form', { name: 'Check in' });
    await checkIn.getByRole('button', { name: 'Scan with the camera' }).click();
    await holdUpToCamera(admin.page, secondCode);
    await expect
      .poll(() => checkIn.getByRole('status').innerText(), { timeout: 20_000 })
      .toMatch(/^Checked in\s+Second Comer is checked in\.$/);
    await expect.poll(() => counts.innerText()).toBe('1 of 1 registered checked in');
    await shot(admin.page, 'check-in-scanned-390');
    await checkIn.getByRole('button', { name: 'Stop the camera' }).click();

    // Typed codes: the same person again is refused with the time; the cancelled one holds no seat; an
    // unknown code is nobody's.
    const field = checkIn.getByLabel('Check-in code');
    await field.fill(secondCode.toLowerCase());
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect
      .poll(() => checkIn.getByRole('alert').innerText())
      .toMatch(/^Already checked in\s+Already checked in \(/);
    await field.fill(firstCode);
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect
      .poll(() => checkIn.getByRole('alert').innerText())
      .toMatch(/^Cancelled\s+This person does not hold a seat \(cancelled\)\.$/);
    await field.fill('ZZZZ2222ZZ');
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await expect
      .poll(() => checkIn.getByRole('alert').innerText())
      .toMatch(/^Not registered\s+No registration for this event has this code\.$/);
    expect(await axeViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'check-in-page-390');

    await admin.page.goto(`${site.baseUrl}/ad123/registrations`);
    const list = admin.page.getByRole('region', { name: /^Registrations \(2\)/ });
    await expect.poll(() => list.innerText()).toContain('Attended: 1');
    await shot(admin.page, 'registrations-tab-390');

    // The attended person's page no longer shows the code.
    await second.page.reload();
    await expect.poll(() => secondItem.innerText()).toContain('Attended');
    expect(await secondItem.getByRole('img', { name: /^QR code/ }).count()).toBe(0);

    // The admin tab and the check-in page at 320 px and on a desktop, from the same session.
    const state = await admin.page.context().storageState();
    for (const [name, options] of [
      ['320', PHONE_320],
      ['1366', { viewport: VIEWPORTS.desktop }],
    ] as const) {
      const context = await browser.newContext({ ...options, storageState: state });
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/ad123/registrations`);
      await expect.poll(() => page.getByRole('region', { name: /^Registrations \(2\)/ }).count()).toBe(1);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await shot(page, `registrations-tab-${name}`);
      await page.goto(doorUrl);
      await expect
        .poll(() => page.getByText(/registered checked in$/).innerText())
        .toBe('1 of 1 registered checked in');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `check-in-page-${name}`);
      await context.close();
    }

    expectNoConsoleErrors(first.problems);
    expectNoConsoleErrors(second.problems);
    // The admin's page logs the three refused check-ins (409, 409, 404) the test asked for, and nothing else.
    expect(admin.problems.consoleErrors).toEqual([
      expect.stringContaining('409 (Conflict)'),
      expect.stringContaining('409 (Conflict)'),
      expect.stringContaining('404 (Not Found)'),
    ]);
    for (const who of [admin, first, second]) await who.page.context().close();
  });
});
