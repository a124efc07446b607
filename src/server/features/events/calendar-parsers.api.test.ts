import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
import { readWithThreeParsers } from '#server/test-support/calendar-parsers';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { ADMIN_EMAIL, VALID_FIELDS, multipart, pngImage } from './test-helpers';

// docs/product.md#calendar-files: every calendar the site writes (the events feed, one event, the personal feed
// and the registration mail's attachment) reads the same in three independent parsers, none of them warning.

let t: TestApp;
let admin: SignedIn;
let timed: CentreEvent;
let allDay: CentreEvent;

// A name that needs escaping and folding; the centre's zone in the tests is Asia/Kolkata (UTC+5:30).
const TIMED = {
  summary: 'Pitch night; founders, "investors" and a long name that runs past seventy-five octets',
  start: '2031-05-20T04:30:00.000Z',
};
const ALL_DAY = { summary: 'Open lab day', start: '2031-06-02' };

async function createEvent(fields: Record<string, string>): Promise<CentreEvent> {
  const form = await multipart({ ...VALID_FIELDS, ...fields }, { bytes: await pngImage(64, 48) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { event: CentreEvent }).event;
}

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await signIn(t.app, ADMIN_EMAIL);
  timed = await createEvent({
    name: TIMED.summary,
    registration_mode: 'site',
    registration_link: '',
    attendees: '10',
    start_date: '2031-05-20',
    end_date: '2031-05-20',
    time: '10:00 AM - 1:00 PM',
  });
  allDay = await createEvent({
    name: ALL_DAY.summary,
    time: '',
    start_date: '2031-06-02',
    end_date: '2031-06-03',
  });
});
afterAll(async () => t?.close());

async function calendarAt(url: string, who: SignedIn | null = null) {
  const response = await t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/calendar');
  return response.body;
}

describe('calendar files in three independent parsers (ical.js, node-ical, ts-ics)', () => {
  it('the feed of every event', async () => {
    const read = readWithThreeParsers(await calendarAt('/api/events.ics'));
    expect(read.problems).toEqual([]);
    expect(read.events).toEqual(expect.arrayContaining([TIMED, ALL_DAY]));
  });

  it('one timed event and one all-day event', async () => {
    for (const [event, expected] of [
      [timed, TIMED],
      [allDay, ALL_DAY],
    ] as const) {
      const read = readWithThreeParsers(await calendarAt(`/api/events/${event.id}.ics`));
      expect(read.problems).toEqual([]);
      expect(read.events).toEqual([expected]);
    }
  });

  it('the registration mail’s attachment and the personal feed', async () => {
    const person = await signIn(t.app, 'three-parsers@example.org');
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${timed.id}/registrations`,
      headers: { ...person.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('attachments_json')
      .where('to_address', '=', person.email)
      .executeTakeFirstOrThrow();
    const files = JSON.parse(mail.attachments_json) as { filename?: string; content: string }[];
    const attached = files.find((file) => file.filename?.endsWith('.ics'))!;
    const fromMail = readWithThreeParsers(attached.content);
    expect(fromMail.problems).toEqual([]);
    expect(fromMail.events).toEqual([TIMED]);

    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/my/calendar-feed',
      headers: { ...person.headers, 'content-type': 'application/json' },
      payload: {},
    });
    const { url } = feed.json() as { url: string };
    const personal = readWithThreeParsers(await calendarAt(new URL(url).pathname));
    expect(personal.problems).toEqual([]);
    expect(personal.events).toEqual([TIMED]);
  });

  it('names what each parser finds wrong in a broken calendar', () => {
    const broken = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:1',
      'DTSTART:not-a-date',
      'DURATION:soon',
      'SUMMARY:Broken',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const { problems } = readWithThreeParsers(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^node-ical warns: .*DURATION/),
        expect.stringMatching(/^node-ical refuses it: no start/),
        expect.stringMatching(/^ts-ics refuses it: no start/),
      ]),
    );
  });
});
