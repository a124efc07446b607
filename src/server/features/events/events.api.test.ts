import zlib from 'node:zlib';
import sharp from 'sharp';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type CentreEvent } from '#common/events';
import { IMAGE_MAX_BYTES } from '#common/media';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import {
  ADMIN_EMAIL,
  USER_EMAIL,
  VALID_FIELDS,
  deleteEvent,
  multipart,
  patchEvent,
  pngImage,
} from './test-helpers';

let t: TestApp;
let admin: SignedIn['headers'];
let user: SignedIn['headers'];
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL], publicUrl: 'https://iic.example.edu' });
  admin = (await signIn(t.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
  user = (await signIn(t.app, USER_EMAIL, USER_EMAIL)).headers;
  png = await pngImage();
});
afterAll(async () => {
  await t?.close();
});

async function create(
  fields: Record<string, string> = VALID_FIELDS,
  file: Parameters<typeof multipart>[1] | null = { bytes: png },
  as = admin,
) {
  const body = await multipart(fields, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: body.payload,
    headers: { ...body.headers, ...as },
  });
}

async function createOk(fields: Partial<typeof VALID_FIELDS> = {}): Promise<CentreEvent> {
  const response = await create({ ...VALID_FIELDS, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event as CentreEvent;
}

function without(field: keyof typeof VALID_FIELDS) {
  const fields: Record<string, string> = { ...VALID_FIELDS };
  delete fields[field];
  return fields;
}

/** A PNG that is only a header: it claims width × height pixels and holds none of them. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/events: validation (docs/product.md#event-fields)', () => {
  it.each([
    ['name', EVENT_MESSAGES.nameRequired],
    ['description', EVENT_MESSAGES.descriptionRequired],
    ['start_date', EVENT_MESSAGES.startDateRequired],
    ['end_date', EVENT_MESSAGES.endDateRequired],
    ['location', EVENT_MESSAGES.locationRequired],
    ['attendees', EVENT_MESSAGES.attendeesRequired],
    ['registration_link', EVENT_MESSAGES.registrationLinkRequired],
  ] as const)('a missing or blank %s is "%s"', async (field, message) => {
    for (const fields of [without(field), { ...VALID_FIELDS, [field]: '   ' }]) {
      const response = await create(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().fieldErrors[field]).toBe(message);
    }
  });

  it('a missing image is "Event image is required"', async () => {
    const response = await create(VALID_FIELDS, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: EVENT_MESSAGES.imageRequired,
      fieldErrors: { image: EVENT_MESSAGES.imageRequired },
    });
  });

  it('reports every problem at once, the first as the message', async () => {
    const response = await create({}, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EVENT_MESSAGES.nameRequired);
    expect(response.json().fieldErrors).toMatchObject({
      name: EVENT_MESSAGES.nameRequired,
      description: EVENT_MESSAGES.descriptionRequired,
      start_date: EVENT_MESSAGES.startDateRequired,
      end_date: EVENT_MESSAGES.endDateRequired,
      location: EVENT_MESSAGES.locationRequired,
      attendees: EVENT_MESSAGES.attendeesRequired,
      registration_link: EVENT_MESSAGES.registrationLinkRequired,
      image: EVENT_MESSAGES.imageRequired,
    });
  });

  it.each([
    ['0', EVENT_MESSAGES.attendeesMin],
    ['-3', EVENT_MESSAGES.attendeesMin],
    ['2.5', EVENT_MESSAGES.attendeesNumber],
    ['many', EVENT_MESSAGES.attendeesNumber],
  ])('attendees %j is refused: %s', async (attendees, message) => {
    const response = await create({ ...VALID_FIELDS, attendees });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.attendees).toBe(message);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://example.org/file', 'https://'])(
    'registration link %j is refused',
    async (link) => {
      const response = await create({ ...VALID_FIELDS, registration_link: link });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.registration_link).toBe(EVENT_MESSAGES.registrationLinkUrl);
    },
  );

  it('stores a registration link typed without https:// with it (docs/product.md#web-addresses)', async () => {
    const event = await createOk({ registration_link: 'forms.example.org/pitch-day' });
    expect(event.registration_link).toBe('https://forms.example.org/pitch-day');
  });

  it('refuses an end date before the start date, and impossible dates', async () => {
    const reversed = await create({ ...VALID_FIELDS, start_date: '2030-03-10', end_date: '2030-03-09' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.end_date).toBe(EVENT_MESSAGES.endBeforeStart);
    const impossible = await create({ ...VALID_FIELDS, start_date: '2030-02-30' });
    expect(impossible.json().fieldErrors.start_date).toBe(EVENT_MESSAGES.invalidDate);
  });

  it('refuses an unknown category and defaults to workshop when none is given', async () => {
    const unknown = await create({ ...VALID_FIELDS, category: 'party' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.category).toBe(EVENT_MESSAGES.invalidCategory);
    const event = await createOk({ category: '' });
    expect(event.category).toBe('workshop');
  });

  it('accepts every category, and a missing time as no time', async () => {
    for (const category of ['workshop', 'hackathon', 'seminar', 'networking', 'Funding', 'Accelerator']) {
      expect((await createOk({ category })).category).toBe(category);
    }
    const fields = without('time');
    const response = await create(fields);
    expect(response.statusCode).toBe(201);
    expect(response.json().event.time).toBe('');
  });

  it('stores and answers a valid event with the success message', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(EVENT_MESSAGES.uploaded);
    expect(body.event).toMatchObject({
      name: VALID_FIELDS.name,
      description: VALID_FIELDS.description,
      category: 'seminar',
      start_date: '2030-03-10',
      end_date: '2030-03-11',
      time: '10:00 AM - 1:30 PM',
      location: 'Main auditorium',
      attendees: 120,
      registration_link: 'https://example.org/register',
    });
    expect(body.event.image).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    const fetched = await t.app.inject({ method: 'GET', url: `/api/events/${body.event.id}` });
    expect(fetched.json()).toEqual(body.event);
  });
});

describe('POST /api/events: images', () => {
  it('refuses a file over 5 MB with 413 and the message of docs/product.md#image-uploads', async () => {
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length, 1)]);
    const response = await create(VALID_FIELDS, { bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image size should be less than 5MB');
  });

  it('decides the type by content: a text file named .png is refused', async () => {
    const response = await create(VALID_FIELDS, {
      bytes: Buffer.from('just some text, not a picture at all'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EVENT_MESSAGES.imageUploadFailed(EVENT_MESSAGES.notAnImage));
    expect(response.json().fieldErrors.image).toBe(EVENT_MESSAGES.notAnImage);
  });

  it('refuses a picture claiming 20000 × 20000 pixels without decoding it', async () => {
    const response = await create(VALID_FIELDS, { bytes: pngHeaderClaiming(20_000, 20_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Failed to upload image: .*too many pixels/);
  });

  it('nothing is stored when the image is refused', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().items.length;
    await create({ ...VALID_FIELDS, name: 'Refused' }, { bytes: Buffer.from('nope') });
    const after = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().items;
    expect(after.length).toBe(before);
  });

  it('re-encodes a JPEG with GPS data to WebP variants that carry no metadata', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#aa3322' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Artist: 'Jane Photographer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '18/1 31/1 1234/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '73/1 51/1 2345/100',
        },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.includes('SecretCam')).toBe(true);
    const response = await create(VALID_FIELDS, { bytes: jpeg, name: 'photo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const event = response.json().event as CentreEvent;
    const urls = event.image_ref.srcSet.split(',').map((entry) => entry.trim().split(' ')[0]!);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('SecretCam')).toBe(false);
    }
  });
});

describe('who may write', () => {
  it('anonymous 401, user 403, admin 201 for create', async () => {
    const body = await multipart(VALID_FIELDS, { bytes: png });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await create(VALID_FIELDS, { bytes: png }, user)).statusCode).toBe(403);
    expect((await create(VALID_FIELDS, { bytes: png }, admin)).statusCode).toBe(201);
  });

  it('anonymous 401, user 403, admin 200 for update and delete', async () => {
    const event = await createOk();
    for (const [as, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      const headers = as ?? {};
      const patch = await patchEvent(t.app, headers, event.id, { name: 'Hijacked' });
      expect(patch.statusCode).toBe(status);
      const remove = await deleteEvent(t.app, headers, event.id);
      expect(remove.statusCode).toBe(status);
    }
    const patch = await patchEvent(t.app, admin, event.id, { name: 'Renamed' });
    expect(patch.statusCode).toBe(200);
    const remove = await deleteEvent(t.app, admin, event.id);
    expect(remove.statusCode).toBe(200);
  });

  it('records each admin action in the audit trail', async () => {
    const event = await createOk({ name: 'Audited' });
    await patchEvent(t.app, admin, event.id, { attendees: 50 });
    await deleteEvent(t.app, admin, event.id);
    const entries = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'subject_id'])
      .where('subject_type', '=', 'event')
      .where('subject_id', '=', String(event.id))
      .orderBy('id')
      .execute();
    expect(entries).toEqual(
      ['event.create', 'event.update', 'event.delete'].map((action) => ({
        action,
        actor_email: ADMIN_EMAIL,
        subject_id: String(event.id),
      })),
    );
  });
});

describe('PATCH and DELETE /api/events/:id', () => {
  it('edits with JSON, keeping the image and the fields not sent', async () => {
    const event = await createOk({ name: 'Before' });
    const response = await patchEvent(t.app, admin, event.id, { name: 'After', attendees: 300 });
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toEqual({ ...event, name: 'After', attendees: 300 });
  });

  it('validates edits with the same messages, against the stored event', async () => {
    const event = await createOk();
    const blank = await patchEvent(t.app, admin, event.id, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(EVENT_MESSAGES.nameRequired);
    const early = await patchEvent(t.app, admin, event.id, { end_date: '2030-03-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.end_date).toBe(EVENT_MESSAGES.endBeforeStart);
    const zero = await patchEvent(t.app, admin, event.id, { attendees: 0 });
    expect(zero.json().fieldErrors.attendees).toBe(EVENT_MESSAGES.attendeesMin);
  });

  it('replaces the image by multipart and removes the old picture', async () => {
    const event = await createOk();
    const oldKey = event.image.split('/')[2]!;
    const body = await multipart(
      { ...VALID_FIELDS, name: 'New picture' },
      { bytes: await pngImage(640, 480, '#11aa44') },
    );
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().event as CentreEvent;
    expect(updated.name).toBe('New picture');
    expect(updated.image).not.toBe(event.image);
    const assets = await t.app.db
      .selectFrom('media_assets')
      .select('key')
      .where('key', '=', oldKey)
      .execute();
    expect(assets).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: updated.image })).statusCode).toBe(200);
  });

  it('deletes the event and its picture; unknown ids are 404', async () => {
    const event = await createOk();
    const key = event.image.split('/')[2]!;
    const response = await deleteEvent(t.app, admin, event.id);
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(404);
    const assets = await t.app.db.selectFrom('media_assets').select('key').where('key', '=', key).execute();
    expect(assets).toEqual([]);
    const again = await deleteEvent(t.app, admin, event.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(EVENT_MESSAGES.notFound);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/events/999999',
      payload: { name: 'x' },
      headers: admin,
    });
    expect(patch.statusCode).toBe(404);
  });
});

describe('GET /api/events', () => {
  it('lists by start date, with the centre time zone, an ETag and 304 on If-None-Match', async () => {
    await createOk({ name: 'Later', start_date: '2031-05-01', end_date: '2031-05-01' });
    await createOk({ name: 'Earlier', start_date: '2020-01-01', end_date: '2020-01-02' });
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: CentreEvent[]; timezone: string; version: number };
    expect(body.timezone).toBe('Asia/Kolkata');
    expect(body.version).toBeGreaterThan(0);
    expect(response.headers['x-centre-timezone']).toBe('Asia/Kolkata');
    const dates = body.items.map((item) => item.start_date);
    expect(dates).toEqual([...dates].sort());
    expect(body.items[0]!.name).toBe('Earlier');

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    await createOk({ name: 'Newest' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().items.some((item: CentreEvent) => item.name === 'Newest')).toBe(true);
  });

  it('shows an update and a delete in the very next request (the cached answer is dropped)', async () => {
    const event = await createOk({ name: 'Before the change' });
    const names = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/events' }))
        .json<{ items: CentreEvent[] }>()
        .items.map((item) => item.name);
    expect(await names()).toContain('Before the change');

    const patch = await patchEvent(t.app, admin, event.id, { name: 'After the change' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await names()).toContain('After the change');
    expect(await names()).not.toContain('Before the change');

    const removed = await deleteEvent(t.app, admin, event.id);
    expect(removed.statusCode).toBe(200);
    expect(await names()).not.toContain('After the change');
  });

  it('answers browsers compressed, decoding to the same list', async () => {
    for (let n = 0; n < 4; n += 1) await createOk({ name: `Compressed ${n}` });
    const plain = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('calendar files', () => {
  it('GET /api/events/:id.ics is one event in the centre zone with its VTIMEZONE', async () => {
    const event = await createOk({ name: 'Calendar test', time: '10:00 AM - 1:30 PM' });
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="calendar-test.ics"');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const component = calendar.getFirstSubcomponent('vevent')!;
    expect(component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(zone!);
    const vevent = new ICAL.Event(component);
    expect(vevent.summary).toBe('Calendar test');
    expect(vevent.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2030-03-10T04:30:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2030-03-11T08:00:00.000Z');
    expect(vevent.location).toBe('Main auditorium');
  });

  it('an event without a time is all-day; /api/events.ics holds every event', async () => {
    const event = await createOk({ name: 'All day', time: '' });
    const single = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` });
    const vevent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(single.body)).getFirstSubcomponent('vevent')!,
    );
    expect(vevent.startDate.isDate).toBe(true);
    expect(vevent.startDate.toString()).toBe('2030-03-10');
    expect(vevent.endDate.toString()).toBe('2030-03-12');

    const feed = await t.app.inject({ method: 'GET', url: '/api/events.ics' });
    expect(feed.statusCode).toBe(200);
    const all = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    const list = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().items;
    expect(all.length).toBe(list.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/999999.ics' })).statusCode).toBe(404);
  });
});

describe('calendar files that calendar apps keep up to date', () => {
  const parse = (body: string) => new ICAL.Component(ICAL.parse(body));

  it('stamps in UTC, escapes the calendar name, and raises SEQUENCE and LAST-MODIFIED on an edit', async () => {
    const event = await createOk({ name: 'Pitch, Demo; Q&A', time: '10:00 AM' });
    // Created an hour ago, as a real edit comes later than the creation.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.app.db
      .updateTable('events')
      .set({ created_at: anHourAgo, updated_at: anHourAgo })
      .where('id', '=', event.id)
      .execute();

    const before = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` });
    const original = parse(before.body);
    // "Pitch, Demo; Q&A" must survive as one name (RFC 7986 NAME is TEXT), not end at its first comma.
    const asText = (name: string) =>
      ICAL.design.icalendar.value.text!.fromICAL!(String(original.getFirstPropertyValue(name)));
    expect(asText('name')).toBe('Pitch, Demo; Q&A');
    expect(asText('x-wr-calname')).toBe('Pitch, Demo; Q&A');
    expect(before.body).toContain('\r\nNAME:Pitch\\, Demo\\; Q&A\r\n');
    const first = original.getFirstSubcomponent('vevent')!;
    for (const line of before.body
      .split(/\r?\n/)
      .filter((text) => /^(DTSTAMP|LAST-MODIFIED|CREATED):/.test(text))) {
      expect(line, 'a UTC time').toMatch(/:\d{8}T\d{6}Z$/);
    }
    expect((first.getFirstPropertyValue('dtstamp') as ICAL.Time).zone?.tzid).toBe('UTC');
    expect((first.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString()).toBe(
      new Date(Math.floor(Date.parse(anHourAgo) / 1000) * 1000).toISOString(),
    );
    const firstSequence = Number(first.getFirstPropertyValue('sequence'));

    const patch = await patchEvent(t.app, admin, event.id, { location: 'Hall B' });
    expect(patch.statusCode).toBe(200);
    const after = parse((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` })).body);
    const edited = after.getFirstSubcomponent('vevent')!;
    expect(Number(edited.getFirstPropertyValue('sequence'))).toBeGreaterThanOrEqual(firstSequence + 3_599);
    const lastModified = (edited.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime();
    expect(Math.abs(lastModified - Date.now())).toBeLessThan(60_000);
    expect(edited.getFirstPropertyValue('location')).toBe('Hall B');

    // The feed of every event carries the same revision.
    const feed = parse((await t.app.inject({ method: 'GET', url: '/api/events.ics' })).body);
    const inFeed = feed
      .getAllSubcomponents('vevent')
      .find((component) => component.getFirstPropertyValue('uid') === edited.getFirstPropertyValue('uid'))!;
    expect(inFeed.getFirstPropertyValue('sequence')).toBe(edited.getFirstPropertyValue('sequence'));
  });
});

describe('GET /events/:id (shareable page)', () => {
  it('sends the page with the event title, description, Open Graph, Twitter and JSON-LD', async () => {
    const event = await createOk({
      name: 'Pitch </script><script>alert(1)</script> & "Demo"',
      description: 'Founders <b>pitch</b> to investors.',
    });
    const response = await t.app.inject({ method: 'GET', url: `/events/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(
      '<title>Pitch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Demo&quot;',
    );
    expect(html).toContain(
      '<meta name="description" content="Founders &lt;b&gt;pitch&lt;/b&gt; to investors." />',
    );
    expect(html).toContain(`<meta property="og:url" content="https://iic.example.edu/events/${event.id}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/iic\.example\.edu\/media\/[0-9a-f-]+\/\d+\.webp" \/>/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The only script element besides the app's own is the JSON-LD data block, and nothing in it ends it early.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter((match) => !/\bsrc=/.test(match[0]));
    expect(inline).toHaveLength(1);
    expect(inline[0]![0]).toMatch(/^<script type="application\/ld\+json">/);
    const data = JSON.parse(inline[0]![1]!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.name,
      startDate: '2030-03-10T10:00:00+05:30',
      endDate: '2030-03-11T13:30:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Main auditorium' },
      url: `https://iic.example.edu/events/${event.id}`,
    });
    expect(data.image[0]).toMatch(/^https:\/\/iic\.example\.edu\/media\//);
  });

  it('answers an unknown id, and a path that is no id, with "page not found" (404) linking to the events', async () => {
    for (const url of ['/events/999999', '/events/abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Page not found | Innovation &amp; Incubation Centre</title>');
      expect(response.body).toMatch(/<meta name="robots" content="noindex" ?\/?>/);
      expect(response.body).toContain('href="/events"');
    }
  });
});
