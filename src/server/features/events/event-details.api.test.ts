import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DETAIL_LIMITS, EVENT_DETAIL_MESSAGES } from '#common/event-details';
import type { CentreEvent } from '#common/events';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { ADMIN_EMAIL, USER_EMAIL, VALID_FIELDS, multipart, patchEvent, pngImage } from './test-helpers';

// An event page's agenda, speakers, venue, organiser and what to bring (docs/product.md#single-event-page).

let t: TestApp;
let admin: Record<string, string>;
let user: Record<string, string>;
let png: Buffer;
let siteRoot: string;

const AGENDA = [
  { start: '10:00', end: '10:30', title: 'Welcome and tea', speaker: '', notes: '' },
  { start: '10:30', end: '', title: 'Pitch clinic', speaker: 'Meera Iyer', notes: 'Bring a one-page deck.' },
];
const SPEAKERS = [{ name: 'Meera Iyer', role: 'Founder, Kavya Labs', link: 'kavya.example.org' }];
/** Items without a day belong to the first; speakers without a photo have none. */
const AGENDA_STORED = AGENDA.map((item) => ({ day: '', ...item }));
const NO_PHOTO = { photo: '', photo_alt: '', photo_ref: null };
const VENUE = {
  address: 'Block C, University Road',
  room: 'Seminar Room 2',
  map_link: 'https://maps.example.org/?q=block-c',
  directions: 'Gate 3, then the lift to the 3rd floor.',
  accessibility: 'Step-free entrance; hearing loop in the room.',
};

beforeAll(async () => {
  // A minimal built site: the event's page is its shell with the event's head and preview written in.
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'event-details-site-'));
  fs.mkdirSync(path.join(siteRoot, 'client'));
  fs.mkdirSync(path.join(siteRoot, 'pages'));
  fs.writeFileSync(
    path.join(siteRoot, 'pages', '_shell.html'),
    '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({
    adminEmails: [ADMIN_EMAIL],
    publicUrl: 'https://iic.example.edu',
    clientDir: path.join(siteRoot, 'client'),
  });
  admin = (await signIn(t.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
  user = (await signIn(t.app, USER_EMAIL, USER_EMAIL)).headers;
  png = await pngImage(64, 48);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

async function create(fields: Record<string, string>) {
  const body = await multipart({ ...VALID_FIELDS, ...fields }, { bytes: png });
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: body.payload,
    headers: { ...body.headers, ...admin },
  });
}

async function read(id: number): Promise<CentreEvent> {
  const response = await t.app.inject({ method: 'GET', url: `/api/events/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json() as CentreEvent;
}

describe('event details', () => {
  it('creates an event with its details from the form (JSON text fields) and answers them to everyone', async () => {
    const response = await create({
      agenda: JSON.stringify(AGENDA),
      speakers: JSON.stringify(SPEAKERS),
      venue: JSON.stringify(VENUE),
      organiser: JSON.stringify({
        name: 'E-Cell',
        contact: 'email',
        email: 'ecell@iic.example.edu',
        page: 'https://typed-then-unchosen.example.org',
      }),
      what_to_bring: 'A laptop and your student ID.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { event } = response.json() as { event: CentreEvent };
    const stored = await read(event.id);
    expect(stored.agenda).toEqual(AGENDA_STORED);
    // A link typed without its scheme gets https://.
    expect(stored.speakers).toEqual([{ ...SPEAKERS[0], link: 'https://kavya.example.org', ...NO_PHOTO }]);
    expect(stored.venue).toEqual(VENUE);
    // Only the way of contact the admin chose is kept, so the other is never shown.
    expect(stored.organiser).toEqual({
      name: 'E-Cell',
      contact: 'email',
      email: 'ecell@iic.example.edu',
      page: '',
    });
    expect(stored.what_to_bring).toBe('A laptop and your student ID.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as {
      items: CentreEvent[];
    };
    expect(list.items.find((item) => item.id === event.id)?.speakers).toHaveLength(1);
  });

  it('gives an event without details empty ones, and a PATCH changes only the details it names', async () => {
    const created = (await create({})).json() as { event: CentreEvent };
    expect(created.event).toMatchObject({
      agenda: [],
      speakers: [],
      venue: { address: '', room: '', map_link: '', directions: '', accessibility: '' },
      organiser: { name: '', contact: 'none', email: '', page: '' },
      what_to_bring: '',
    });
    const id = created.event.id;
    const first = await patchEvent(t.app, admin, id, { agenda: AGENDA, venue: VENUE });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patchEvent(t.app, admin, id, {
      speakers: [{ name: 'Arjun Rao', role: 'Mentor' }],
      organiser: { name: 'Incubation team', contact: 'page', page: 'https://iic.example.edu/contact' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const stored = await read(id);
    expect(stored.agenda).toEqual(AGENDA_STORED);
    expect(stored.venue).toEqual(VENUE);
    expect(stored.speakers).toEqual([{ name: 'Arjun Rao', role: 'Mentor', link: '', ...NO_PHOTO }]);
    expect(stored.organiser).toEqual({
      name: 'Incubation team',
      contact: 'page',
      email: '',
      page: 'https://iic.example.edu/contact',
    });
    // An empty list clears the agenda.
    expect((await patchEvent(t.app, admin, id, { agenda: [] })).statusCode).toBe(200);
    expect((await read(id)).agenda).toEqual([]);
  });

  it('refuses details from someone who is not an admin, and changes nothing', async () => {
    const created = (await create({})).json() as { event: CentreEvent };
    const anonymous = await patchEvent(t.app, {}, created.event.id, { agenda: AGENDA });
    const member = await patchEvent(t.app, user, created.event.id, { agenda: AGENDA });
    expect(anonymous.statusCode).toBe(401);
    expect(member.statusCode).toBe(403);
    expect((await read(created.event.id)).agenda).toEqual([]);
  });

  it.each([
    [
      'a start time that is not a time',
      { agenda: [{ start: '25:00', title: 'Late' }] },
      'agenda.0.start',
      EVENT_DETAIL_MESSAGES.clock,
    ],
    [
      'an item without a title',
      { agenda: [{ start: '09:00', title: '  ' }] },
      'agenda.0.title',
      EVENT_DETAIL_MESSAGES.titleRequired,
    ],
    [
      'an end before the start',
      { agenda: [{ start: '11:00', end: '10:00', title: 'Talk' }] },
      'agenda.0.end',
      EVENT_DETAIL_MESSAGES.endBeforeStart,
    ],
    [
      'too many agenda items',
      {
        agenda: Array.from({ length: EVENT_DETAIL_LIMITS.agendaItems + 1 }, () => ({
          start: '09:00',
          title: 'x',
        })),
      },
      'agenda',
      EVENT_DETAIL_MESSAGES.agendaTooMany,
    ],
    [
      'an agenda that is not a list',
      { agenda: { start: '09:00' } },
      'agenda',
      EVENT_DETAIL_MESSAGES.agendaList,
    ],
    [
      'a speaker without a name',
      { speakers: [{ name: '', role: 'Host' }] },
      'speakers.0.name',
      EVENT_DETAIL_MESSAGES.speakerNameRequired,
    ],
    [
      'a script link for a speaker',
      { speakers: [{ name: 'X', link: 'javascript:alert(1)' }] },
      'speakers.0.link',
      EVENT_DETAIL_MESSAGES.linkUrl,
    ],
    [
      'too many speakers',
      { speakers: Array.from({ length: EVENT_DETAIL_LIMITS.speakers + 1 }, (_, i) => ({ name: `S${i}` })) },
      'speakers',
      EVENT_DETAIL_MESSAGES.speakersTooMany,
    ],
    [
      'a map link that is not a web address',
      { venue: { map_link: 'data:text/html,x' } },
      'venue.map_link',
      EVENT_DETAIL_MESSAGES.linkUrl,
    ],
    [
      'a room name too long',
      { venue: { room: 'r'.repeat(EVENT_DETAIL_LIMITS.room + 1) } },
      'venue.room',
      `Room must be at most ${EVENT_DETAIL_LIMITS.room} characters`,
    ],
    [
      'email contact without an email',
      { organiser: { name: 'E-Cell', contact: 'email' } },
      'organiser.email',
      EVENT_DETAIL_MESSAGES.emailRequired,
    ],
    [
      'an email that is not one',
      { organiser: { contact: 'email', email: 'not-an-email' } },
      'organiser.email',
      EVENT_DETAIL_MESSAGES.emailInvalid,
    ],
    [
      'an unknown way of contact',
      { organiser: { contact: 'phone' } },
      'organiser.contact',
      EVENT_DETAIL_MESSAGES.invalidContact,
    ],
    [
      'an unknown field in a speaker',
      { speakers: [{ name: 'X', isAdmin: true }] },
      'speakers.0.isAdmin',
      'Unknown field "isAdmin"',
    ],
  ])('answers 400 naming the field for %s', async (_case, changes, field, message) => {
    const created = (await create({})).json() as { event: CentreEvent };
    const response = await patchEvent(t.app, admin, created.event.id, changes);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses hostile details in the form with a clear 400 and stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().items.length as number;
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const hostile: Record<string, string>[] = [
      { agenda: '{"start": ' },
      { agenda: nested },
      { speakers: '[{"name":"x","__proto__":{"admin":true}}]' },
      { venue: '"just text"' },
      { organiser: JSON.stringify({ contact: { $gt: '' } }) },
      { agenda: JSON.stringify([{ start: '09:00', title: 'a'.repeat(90_000) }]) },
    ];
    for (const fields of hostile) {
      const response = await create(fields);
      expect(response.statusCode, `${Object.keys(fields)[0]}: ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/^[A-Z]/);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().items.length as number;
    expect(after).toBe(before);
  });

  it('puts the organiser, speakers and room into the served page’s structured data', async () => {
    const created = (
      (
        await create({
          speakers: JSON.stringify(SPEAKERS),
          venue: JSON.stringify(VENUE),
          organiser: JSON.stringify({ name: 'E-Cell', contact: 'none' }),
        })
      ).json() as { event: CentreEvent }
    ).event;
    const page = await t.app.inject({ method: 'GET', url: `/events/${created.id}` });
    expect(page.statusCode).toBe(200);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1];
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'E-Cell' });
    expect(data.performer).toEqual([
      {
        '@type': 'Person',
        name: 'Meera Iyer',
        jobTitle: 'Founder, Kavya Labs',
        url: 'https://kavya.example.org',
      },
    ]);
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect((data.location as { name: string }).name).toBe('Seminar Room 2, Main auditorium');
    // The body's preview has the agenda's speakers and the venue before any script runs.
    expect(page.body).toContain('Meera Iyer');
    expect(page.body).toContain('Seminar Room 2');
  });
});
