import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DETAIL_MESSAGES, speakerPhotoField } from '#common/event-details';
import type { CentreEvent } from '#common/events';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { ADMIN_EMAIL, USER_EMAIL, VALID_FIELDS, patchEvent, pngImage } from './test-helpers';

// Speaker photos through the upload pipeline and agenda items by day
// (docs/decisions/060-speaker-photos-and-agenda-days.md, docs/product.md#event-administration).

let t: TestApp;
let admin: Record<string, string>;
let user: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = (await signIn(t.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
  user = (await signIn(t.app, USER_EMAIL, USER_EMAIL)).headers;
  png = await pngImage(300, 300, '#aa5522');
});
afterAll(async () => t?.close());

const speaker = (name: string, extra: Record<string, string> = {}) => ({
  name,
  role: '',
  link: '',
  ...extra,
});

/** The event form as the browser sends it: text fields, the event's picture when given, speaker photos. */
async function form(fields: Record<string, string>, files: Record<string, Buffer>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of Object.entries(files))
    body.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer>,
  headers = admin,
) {
  const body = await form(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

async function createWithSpeakers(speakers: object[], photos: Record<number, Buffer>) {
  const files: Record<string, Buffer> = { image: png };
  for (const [index, bytes] of Object.entries(photos)) files[speakerPhotoField(Number(index))] = bytes;
  const response = await send(
    'POST',
    '/api/events',
    { ...VALID_FIELDS, speakers: JSON.stringify(speakers) },
    files,
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { event: CentreEvent }).event;
}

const mediaStatus = async (src: string) => (await t.app.inject({ method: 'GET', url: src })).statusCode;
/** Whether a picture is stored (the media route keeps served pictures in memory, so ask the table). */
async function isStored(key: string): Promise<boolean> {
  const row = await t.app.db
    .selectFrom('media_assets')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst();
  return Boolean(row);
}

describe('speaker photos', () => {
  it('stores a photo per speaker through the pipeline, answers it with its description, and keeps it on edits', async () => {
    const event = await createWithSpeakers(
      [speaker('Meera Iyer'), speaker('Arjun Rao', { photo_alt: 'Arjun Rao at a lectern' })],
      { 1: png },
    );
    expect(event.speakers[0]!.photo_ref).toBeNull();
    const arjun = event.speakers[1]!;
    expect(arjun.photo_alt).toBe('Arjun Rao at a lectern');
    expect(arjun.photo_ref!.srcSet).toMatch(/128\.webp 128w, .*256\.webp 256w$/);
    expect(await mediaStatus(arjun.photo_ref!.src)).toBe(200);

    // A JSON PATCH that renames the speaker keeps the photo by its key.
    const renamed = await patchEvent(t.app, admin, event.id, {
      speakers: [speaker('Meera Iyer'), speaker('Dr. Arjun Rao', { photo: arjun.photo })],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as { event: CentreEvent }).event.speakers[1]!.photo_ref?.src).toBe(
      arjun.photo_ref!.src,
    );

    // A new photo for the first speaker; the second is removed, and so is his picture.
    const replaced = await send(
      'PATCH',
      `/api/events/${event.id}`,
      { speakers: JSON.stringify([speaker('Meera Iyer')]) },
      { [speakerPhotoField(0)]: png },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = (replaced.json() as { event: CentreEvent }).event;
    expect(after.speakers).toHaveLength(1);
    expect(await mediaStatus(after.speakers[0]!.photo_ref!.src)).toBe(200);
    expect(await isStored(arjun.photo)).toBe(false);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('subject_type', '=', 'event')
      .where('subject_id', '=', String(event.id))
      .execute();
    expect(audit.map((row) => row.summary)).toContain(`Updated event "${event.name}" and 1 speaker photo`);

    // Deleting the event deletes its speakers' photos.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(await isStored(after.speakers[0]!.photo)).toBe(false);
  });

  it('refuses a key of a picture the event does not have, a photo without its speaker, and a file that is not a picture', async () => {
    const other = await createWithSpeakers([speaker('Meera Iyer')], { 0: png });
    const target = await createWithSpeakers([speaker('Arjun Rao')], {});
    const otherKey = other.speakers[0]!.photo;
    const eventImageKey = /\/media\/([^/]+)\//.exec(other.image_ref.src)![1]!;

    for (const key of [otherKey, eventImageKey]) {
      const response = await patchEvent(t.app, admin, target.id, {
        speakers: [speaker('Arjun Rao', { photo: key })],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        fieldErrors: { 'speakers.0.photo': EVENT_DETAIL_MESSAGES.photoUnknown },
      });
    }
    const notAKey = await patchEvent(t.app, admin, target.id, {
      speakers: [speaker('Arjun Rao', { photo: '../../etc/passwd' })],
    });
    expect(notAKey.statusCode).toBe(400);

    const orphan = await send(
      'PATCH',
      `/api/events/${target.id}`,
      { speakers: JSON.stringify([speaker('Arjun Rao')]) },
      { [speakerPhotoField(3)]: png },
    );
    expect(orphan.statusCode, orphan.body).toBe(400);
    expect(orphan.json()).toMatchObject({ message: EVENT_DETAIL_MESSAGES.photoWithoutSpeaker });

    const notPicture = await send(
      'PATCH',
      `/api/events/${target.id}`,
      { name: 'Changed' },
      { [speakerPhotoField(0)]: Buffer.from('%PDF-1.4 not a picture') },
    );
    expect(notPicture.statusCode).toBe(400);
    expect(Object.keys((notPicture.json() as { fieldErrors: object }).fieldErrors)).toEqual([
      'speakers.0.photo',
    ]);

    // Nothing changed: the other event still has its photo, the target none and its name.
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/events/${target.id}` })
    ).json() as CentreEvent;
    expect(stored.name).toBe(target.name);
    expect(stored.speakers[0]!.photo_ref).toBeNull();
    expect(await isStored(other.speakers[0]!.photo)).toBe(true);
  });

  it('takes speaker photos only from an admin', async () => {
    const event = await createWithSpeakers([speaker('Meera Iyer')], {});
    const photo = { [speakerPhotoField(0)]: png };
    const fields = { speakers: JSON.stringify([speaker('Meera Iyer')]) };
    expect((await send('PATCH', `/api/events/${event.id}`, fields, photo, {})).statusCode).toBe(401);
    expect((await send('PATCH', `/api/events/${event.id}`, fields, photo, user)).statusCode).toBe(403);
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })
    ).json() as CentreEvent;
    expect(stored.speakers[0]!.photo_ref).toBeNull();
  });
});

describe('agenda days', () => {
  it('keeps each item’s day within the event’s dates', async () => {
    const event = await createWithSpeakers([], {});
    const item = (day: string) => ({ day, start: '10:00', title: 'Session' });
    // VALID_FIELDS' event runs on 10 and 11 March 2030.
    const inRange = await patchEvent(t.app, admin, event.id, {
      agenda: [item('2030-03-11'), item(''), item('2030-03-10')],
    });
    expect(inRange.statusCode, inRange.body).toBe(200);
    expect((inRange.json() as { event: CentreEvent }).event.agenda.map((entry) => entry.day)).toEqual([
      '2030-03-11',
      '',
      '2030-03-10',
    ]);
    const outside = await patchEvent(t.app, admin, event.id, { agenda: [item('2030-03-12')] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      fieldErrors: { 'agenda.0.day': EVENT_DETAIL_MESSAGES.dayOutsideEvent },
    });
    const notADate = await patchEvent(t.app, admin, event.id, { agenda: [item('next Tuesday')] });
    expect(notADate.statusCode).toBe(400);
    // Shortening the event to one day leaves the second day's item outside it.
    const shortened = await patchEvent(t.app, admin, event.id, { end_date: '2030-03-10' });
    expect(shortened.statusCode).toBe(400);
    expect(shortened.json()).toMatchObject({
      fieldErrors: { 'agenda.0.day': EVENT_DETAIL_MESSAGES.dayOutsideEvent },
    });
  });
});
