import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ADMIN_MESSAGES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_CODE_PATTERN,
} from '#common/certificates';
import type { EventRow } from '#server/db/database';
import type { MailAttachment } from '#server/modules/mail';
import { readPdf } from '#server/test-support/pdf-reader';
import { buildApp } from '#server/app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { insertEvent } from '../repository';
import { VALID_FIELDS, multipart, pngImage } from '../test-helpers';
import { insertRegistration, markCheckedIn } from '../registrations/repository';
import { newCertificateCode } from '#server/modules/certificates';
import { certificatePreviewHtml, findCertificateForPage } from '#server/features/certificates';
import { eventOverAt } from './service';

// docs/product.md#certificates: an event's certificates are issued once per attendee after it ends, mailed,
// and anyone can check a code; a revoked code never verifies.

const ADMIN_EMAIL = 'certificates.admin@iic.example.edu';
const SETTINGS = {
  title: 'Certificate of attendance',
  signatory_name: 'Dr. Meera Iyer',
  signatory_role: 'Director',
};

let t: TestApp;
let admin: SignedIn;
let sequence = 0;
let imageKey = '';

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await signIn(t.app, ADMIN_EMAIL);
  // Past events are written straight to the database; their picture is one uploaded the ordinary way.
  const form = await multipart(VALID_FIELDS, { bytes: await pngImage(64, 48) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const row = await t.app.db.selectFrom('events').select('image_key').executeTakeFirstOrThrow();
  imageKey = row.image_key;
});
afterAll(async () => t?.close());

async function pastEvent(name: string): Promise<EventRow> {
  const now = new Date().toISOString();
  return insertEvent(t.app.db, {
    name,
    description: 'Hands-on session.',
    category: 'workshop',
    image_key: imageKey,
    start_date: '2026-01-10',
    end_date: '2026-01-11',
    location: 'Lab 2',
    attendees: 40,
    registration_link: '',
    registration_mode: 'site',
    registration_opens_at: null,
    registration_closes_at: null,
    created_at: now,
    updated_at: now,
  });
}

/** A registration for the event; checked in unless `cameAt` is false. */
async function attend(event: EventRow, email: string, fullName: string, came = true): Promise<SignedIn> {
  const person = await signIn(t.app, email, fullName);
  const now = new Date().toISOString();
  sequence += 1;
  const row = await insertRegistration(t.app.db, {
    event_id: event.id,
    user_id: person.id,
    status: 'registered',
    answer: '',
    queue_number: sequence,
    check_in_code: `CODE${sequence}`,
    created_at: now,
    updated_at: now,
  });
  if (came) expect(await markCheckedIn(t.app.db, row.id, now, ADMIN_EMAIL)).toBe(true);
  return person;
}

function saveSettings(
  app: FastifyInstance,
  event: EventRow,
  headers: Record<string, string> = admin.headers,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/certificate`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: SETTINGS,
  });
}

function certificatesOf(eventId: number) {
  return t.app.db
    .selectFrom('event_certificates')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

function outbox(to: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'attachments_json'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

const afterEnd = (event: EventRow) =>
  new Date(eventOverAt(event.end_date, t.config.centreTimezone).getTime() + 60_000);

describe('certificates of attendance', () => {
  it('codes are 16 base32 characters (80 bits) and differ', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newCertificateCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
  });

  it('issues one per checked-in attendee after the event, mails its link, and anyone can verify it', async () => {
    const event = await pastEvent('Design sprint');
    const asha = await attend(event, 'asha@example.org', 'आशा वर्मा');
    await attend(event, 'noshow@example.org', 'Ravi Kumar', false);
    const saved = await saveSettings(t.app, event);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: SETTINGS, message: CERTIFICATE_MESSAGES.saved });

    // Not before the event is over.
    await t.app.jobs.runDue(
      new Date(eventOverAt(event.end_date, t.config.centreTimezone).getTime() - 60_000),
    );
    expect(await certificatesOf(event.id)).toHaveLength(0);

    await t.app.jobs.runDue(afterEnd(event));
    const [certificate, ...others] = await certificatesOf(event.id);
    expect(others).toHaveLength(0);
    expect(certificate).toMatchObject({ user_id: asha.id, shown_name: 'आशा वर्मा', revoked_at: null });
    expect(certificate!.code).toMatch(CERTIFICATE_CODE_PATTERN);
    const [mail, ...moreMail] = await outbox('asha@example.org');
    expect(moreMail).toHaveLength(0);
    expect(mail!.text_body).toContain(`${t.config.publicUrl}/certificates/${certificate!.code}`);
    // The certificate itself goes with the mail: the PDF with the name and the code the row holds.
    const [attached, ...moreAttached] = JSON.parse(mail!.attachments_json) as MailAttachment[];
    expect(moreAttached).toHaveLength(0);
    expect(attached).toMatchObject({
      filename: `certificate-${certificate!.code}.pdf`,
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    const printed = (await readPdf(Buffer.from(attached!.content, 'base64'))).pages[0]!.join('\n');
    expect(printed).toContain(`Code ${certificate!.code}`);
    expect(printed).toContain('Design sprint');
    expect(await outbox('noshow@example.org')).toHaveLength(0);

    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate!.code.toLowerCase()}`,
    });
    expect(stranger.statusCode, stranger.body).toBe(200);
    expect(stranger.headers['x-robots-tag']).toBe('noindex');
    // The page a scanned QR code opens: the answer in its HTML, kept out of search engines.
    const page = await t.app.inject({ method: 'GET', url: `/certificates/${certificate!.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain('<title>Certificate check | ');
    // Its body (put into the built site's shell, which tests do not build) says so before any script runs.
    const preview = certificatePreviewHtml((await findCertificateForPage(t.app.db, certificate!.code))!);
    expect(preview).toContain('Valid certificate');
    expect(preview).toContain('आशा वर्मा');
    expect(preview).not.toContain('asha@example.org');
    expect(stranger.json()).toEqual({
      kind: 'attendance',
      state: 'valid',
      name: 'आशा वर्मा',
      event: 'Design sprint',
      start_date: '2026-01-10',
      end_date: '2026-01-11',
    });

    // Running again (a retry, a restart) issues nothing more.
    await t.app.jobs.schedule(t.app.jobs.definition('event-certificates-issue')!, {
      key: `again:${event.id}`,
      dueAt: afterEnd(event),
      payload: { eventId: event.id, endDate: event.end_date },
    });
    await t.app.jobs.runDue(afterEnd(event));
    expect(await certificatesOf(event.id)).toHaveLength(1);
    expect(await outbox('asha@example.org')).toHaveLength(1);
  });

  it('two simultaneous issue runs make one certificate and one mail per person', async () => {
    const event = await pastEvent('Hackathon finals');
    const people = ['a', 'b', 'c', 'd'].map((letter) => `${letter}.twice@example.org`);
    for (const email of people) await attend(event, email, `Person ${email}`);
    expect((await saveSettings(t.app, event)).statusCode).toBe(200);
    // On PostgreSQL the second run is a second server instance on the same database.
    let second: FastifyInstance = t.app;
    if (testDialect === 'postgres') {
      second = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN_EMAIL] }), {
        logger: false,
      });
      await second.ready();
    }
    try {
      for (const [n, app] of [t.app, second].entries())
        await app.jobs.schedule(app.jobs.definition('event-certificates-issue')!, {
          key: `parallel:${n}:${event.id}`,
          dueAt: afterEnd(event),
          payload: { eventId: event.id, endDate: event.end_date },
        });
      await Promise.all([t.app.jobs.runDue(afterEnd(event)), second.jobs.runDue(afterEnd(event))]);
    } finally {
      if (second !== t.app) await second.close();
    }
    const rows = await certificatesOf(event.id);
    expect(rows).toHaveLength(people.length);
    expect(new Set(rows.map((row) => row.code)).size).toBe(people.length);
    for (const email of people) expect(await outbox(email)).toHaveLength(1);
  });

  it('a revoked certificate says revoked; an unknown or malformed code is refused clearly', async () => {
    const event = await pastEvent('Pitch clinic');
    const person = await attend(event, 'revoked@example.org', 'Imran Shaikh');
    expect((await saveSettings(t.app, event)).statusCode).toBe(200);
    await t.app.jobs.runDue(afterEnd(event));
    const [certificate] = await certificatesOf(event.id);
    expect(certificate?.user_id).toBe(person.id);
    const user = await signIn(t.app, 'curious@example.org');
    const url = `/api/events/${event.id}/certificates/${certificate!.id}/revoke`;
    expect((await t.app.inject({ method: 'POST', url, headers: user.headers })).statusCode).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/certificates`,
      headers: admin.headers,
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: certificate!.id,
        name: 'Imran Shaikh',
        code: certificate!.code,
        revoked_at: null,
      }),
    ]);
    const wrongEvent = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id + 1000}/certificates/${certificate!.id}/revoke`,
      headers: admin.headers,
    });
    expect(wrongEvent.statusCode).toBe(404);
    const revoking = await t.app.inject({ method: 'POST', url, headers: admin.headers });
    expect(revoking.statusCode, revoking.body).toBe(200);
    expect(revoking.json().message).toBe(CERTIFICATE_ADMIN_MESSAGES.revoked('Imran Shaikh'));
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(409);
    const revoked = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate!.code}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'revoked', name: 'Imran Shaikh' });

    const revokedPage = certificatePreviewHtml((await findCertificateForPage(t.app.db, certificate!.code))!);
    expect(revokedPage).toContain('Revoked certificate');
    expect(revokedPage).not.toContain('Valid certificate');
    for (const missing of [newCertificateCode(), 'not-a-code'])
      expect((await t.app.inject({ method: 'GET', url: `/certificates/${missing}` })).statusCode).toBe(404);

    const unknown = await t.app.inject({ method: 'GET', url: `/api/certificates/${newCertificateCode()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CERTIFICATE_MESSAGES.notFound);
    for (const bad of ['short', '0000000000000000', `${'A'.repeat(16)}%00`, 'x'.repeat(200)]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/certificates/${bad}` });
      expect(answer.statusCode, bad).toBe(400);
    }
  });

  it('only an admin sets up an event’s certificate, with each field required and bounded', async () => {
    const event = await pastEvent('Bootcamp');
    const user = await signIn(t.app, 'not.admin@example.org');
    expect((await saveSettings(t.app, event, user.headers)).statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/certificate`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { title: ' ', signatory_name: 'x'.repeat(121), signatory_role: 'Director' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(CERTIFICATE_MESSAGES.titleRequired);
    expect(empty.body).toContain(CERTIFICATE_MESSAGES.signatoryTooLong);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/events/987654/certificate',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await saveSettings(t.app, event)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/certificate`,
      headers: admin.headers,
    });
    expect(off.json()).toEqual({ settings: null, message: CERTIFICATE_MESSAGES.removed });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/certificate`,
      headers: admin.headers,
    });
    expect(read.json()).toEqual({ settings: null });
  });
});
