import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_ADMIN_MESSAGES, CERTIFICATE_MESSAGES, certificateFilename } from '#common/certificates';
import type { EventRow } from '#server/db/database';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { pdfPageSizes, qpdfCheck, readPdf } from '#server/test-support/pdf-reader';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { insertEvent } from '../repository';
import { VALID_FIELDS, multipart, pngImage } from '../test-helpers';
import { insertRegistration, markCheckedIn } from '../registrations/repository';
import { scriptRuns } from '#server/lib/pdf-fonts';
import { certificatePreviewHtml, findCertificateForPage } from '#server/features/certificates';
import { renderCertificatePdf } from '#server/modules/certificates';
import { eventOverAt } from './service';

// docs/product.md#certificates: each issued certificate as a PDF its holder (and an admin) downloads, read
// back by pdf.js and checked by qpdf; reissuing with a corrected name and a new code; the admin's pictures.

const ADMIN_EMAIL = 'certificate.pdf.admin@iic.example.edu';
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
  const form = await multipart(VALID_FIELDS, { bytes: await pngImage(64, 48) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  imageKey = (await t.app.db.selectFrom('events').select('image_key').executeTakeFirstOrThrow()).image_key;
});
afterAll(async () => t?.close());

async function pastEvent(name: string, extra: Partial<Pick<EventRow, 'speakers' | 'organiser'>> = {}) {
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
    ...extra,
  });
}

async function attend(event: EventRow, email: string, fullName: string): Promise<SignedIn> {
  const person = await signIn(t.app, email, fullName);
  const now = new Date().toISOString();
  sequence += 1;
  const row = await insertRegistration(t.app.db, {
    event_id: event.id,
    user_id: person.id,
    status: 'registered',
    answer: '',
    queue_number: sequence,
    check_in_code: `PDF${sequence}`,
    created_at: now,
    updated_at: now,
  });
  expect(await markCheckedIn(t.app.db, row.id, now, ADMIN_EMAIL)).toBe(true);
  return person;
}

async function issue(event: EventRow, settings: object = SETTINGS) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/certificate`,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.app.jobs.runDue(new Date(eventOverAt(event.end_date, t.config.centreTimezone).getTime() + 60_000));
  return t.app.db
    .selectFrom('event_certificates')
    .selectAll()
    .where('event_id', '=', event.id)
    .orderBy('id')
    .execute();
}

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** The page's text runs joined, as a reader copying them would get them. */
async function textOf(bytes: Buffer): Promise<string> {
  const { pages } = await readPdf(bytes);
  expect(pages).toHaveLength(1);
  return pages[0]!.join('\n');
}

describe('certificate PDFs', () => {
  it('the holder downloads an A4 landscape PDF with their name, the event, the code and its link; qpdf finds no error', async () => {
    const event = await pastEvent('Prototyping with microcontrollers');
    const ananya = await attend(event, 'ananya.pdf@example.org', 'Ananya Iyer');
    const priya = await attend(event, 'priya.pdf@example.org', 'प्रिया शर्मा');
    const [first, second] = await issue(event);

    const mine = await get('/api/me/certificates', ananya.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        id: first!.id,
        event_id: event.id,
        code: first!.code,
        title: SETTINGS.title,
      }),
    ]);

    const download = await get(`/api/me/certificates/${first!.id}/pdf`, ananya.headers);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${certificateFilename(first!.code)}"`,
    );
    expect(download.headers['cache-control']).toContain('no-store');
    const bytes = download.rawPayload;
    expect(await pdfPageSizes(bytes)).toEqual([[842, 595]]);
    const text = await textOf(bytes);
    for (const expected of [
      'Innovation & Incubation Centre',
      SETTINGS.title,
      'Ananya Iyer',
      'for attending',
      'Prototyping with microcontrollers',
      '10 Jan 2026 – 11 Jan 2026',
      SETTINGS.signatory_name,
      SETTINGS.signatory_role,
      `Code ${first!.code}`,
      `/certificates/${first!.code}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('प्रिया');
    expect((await qpdfCheck(bytes)).status).toBe(0);
    // The checker refuses a broken file: the same bytes with the cross-reference table cut off.
    const broken = bytes.subarray(0, bytes.lastIndexOf('xref'));
    expect((await qpdfCheck(Buffer.from(broken))).status).not.toBe(0);

    // The Devanagari name comes out shaped: the vowel sign ि is drawn before the consonant cluster it follows
    // in the text, and the reph र् after the letter it sits on; every letter of the name is there.
    const hers = await get(`/api/me/certificates/${second!.id}/pdf`, priya.headers);
    expect(hers.statusCode).toBe(200);
    const devanagari = (await textOf(hers.rawPayload))
      .split('\n')
      .find((line) => /[\u0900-\u097f]/.test(line))!;
    expect(devanagari).toBe('िप्रया शमार्');
    expect([...devanagari].sort()).toEqual([...'प्रिया शर्मा'].sort());
    expect((await qpdfCheck(hers.rawPayload)).status).toBe(0);

    // Nobody else gets it: another person, a stranger, the signed-out. An admin gets it through the event.
    expect((await get(`/api/me/certificates/${first!.id}/pdf`, priya.headers)).statusCode).toBe(404);
    expect((await get(`/api/me/certificates/${first!.id}/pdf`)).statusCode).toBe(401);
    const asAdmin = await get(`/api/events/${event.id}/certificates/${first!.id}/pdf`, admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(await textOf(asAdmin.rawPayload)).toContain('Ananya Iyer');
    expect(
      (await get(`/api/events/${event.id}/certificates/${first!.id}/pdf`, ananya.headers)).statusCode,
    ).toBe(403);
    const otherEvent = await pastEvent('Another event');
    expect(
      (await get(`/api/events/${otherEvent.id}/certificates/${first!.id}/pdf`, admin.headers)).statusCode,
    ).toBe(404);
  });

  it('sets each script in its own font: Latin, Devanagari, Tamil and Bengali names', async () => {
    expect(scriptRuns('Dr. आशा वर्मा (Pune)')).toEqual([
      { text: 'Dr. ', script: 'latin' },
      { text: 'आशा वर्मा ', script: 'devanagari' },
      { text: '(Pune)', script: 'latin' },
    ]);
    // The rupee sign is in the latin-ext subset, which has no digits: the amount's digits are set in Latin.
    expect(scriptRuns('Paid ₹1,500.00')).toEqual([
      { text: 'Paid ', script: 'latin' },
      { text: '₹', script: 'latin-ext' },
      { text: '1,500.00', script: 'latin' },
    ]);
    const base = {
      title: 'Certificate of attendance',
      reason: 'for attending',
      subject: 'Design sprint',
      startDate: '2026-01-10',
      endDate: '2026-01-10',
      signatoryName: 'Dr. Meera Iyer',
      signatoryRole: 'Director',
      code: 'ABCDEFGHIJKLMNOP',
      verifyUrl: 'http://localhost/certificates/ABCDEFGHIJKLMNOP',
    };
    for (const name of ['கார்த்திக் சுப்பிரமணியம்', 'অর্পিতা সেন', 'Zoë Łukasiewicz']) {
      const bytes = await renderCertificatePdf({ ...base, name });
      const text = await textOf(bytes);
      // Each script's run is its own text item; together they hold every letter of the name (shaping may
      // reorder the vowel signs), and a Latin name exactly.
      const runs = text.split('\n');
      const from = runs.indexOf('This certifies that') + 1;
      // pdf.js gives the spaces between runs as items of their own, which readPdf leaves out.
      const printed = runs.slice(from, runs.indexOf('for attending')).join('');
      const letters = name.replaceAll(' ', '');
      expect([...printed.replaceAll(' ', '')].sort(), text).toEqual([...letters].sort());
      if (/^[\p{Script=Latin} ]+$/u.test(name)) expect(printed.replaceAll(' ', '')).toBe(letters);
      expect(text).toContain('10 Jan 2026');
    }
  });

  it('a reissue writes the corrected name with a new code; the old code then checks as replaced', async () => {
    const event = await pastEvent('Pitch clinic');
    const person = await attend(event, 'rename.pdf@example.org', 'Rahul K');
    const [before] = await issue(event);
    await t.app.db
      .updateTable('users')
      .set({ full_name: 'Rahul Krishnan' })
      .where('id', '=', person.id)
      .execute();

    const reissued = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/certificates/${before!.id}/reissue`,
      headers: admin.headers,
    });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const { certificate, message } = reissued.json();
    expect(message).toBe(CERTIFICATE_ADMIN_MESSAGES.reissued('Rahul Krishnan'));
    expect(certificate).toMatchObject({ id: before!.id, name: 'Rahul Krishnan', revoked_at: null });
    expect(certificate.code).not.toBe(before!.code);
    expect(certificate.reissued_at).not.toBeNull();

    const oldCheck = await get(`/api/certificates/${before!.code}`);
    expect(oldCheck.json()).toMatchObject({ state: 'replaced', name: 'Rahul K' });
    expect((await get(`/api/certificates/${certificate.code}`)).json()).toMatchObject({
      state: 'valid',
      name: 'Rahul Krishnan',
    });
    const page = await findCertificateForPage(t.app.db, before!.code.toLowerCase());
    expect(certificatePreviewHtml(page!)).toContain('Replaced certificate');
    const pdf = await get(`/api/me/certificates/${before!.id}/pdf`, person.headers);
    const text = await textOf(pdf.rawPayload);
    expect(text).toContain('Rahul Krishnan');
    expect(text).toContain(certificate.code);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'event.certificate.reissue')
      .execute();
    expect(audit.map((row) => row.summary).join()).toContain(before!.code);

    // A revoked certificate stays revoked, and leaves the holder's list and downloads.
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/certificates/${before!.id}/revoke`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/certificates/${before!.id}/reissue`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CERTIFICATE_ADMIN_MESSAGES.reissueRevoked);
    expect((await get('/api/me/certificates', person.headers)).json().items).toEqual([]);
    const gone = await get(`/api/me/certificates/${before!.id}/pdf`, person.headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CERTIFICATE_MESSAGES.notFound);
  });

  it('prints the admin’s logo and signature, and includes the speakers and organiser who have accounts', async () => {
    const event = await pastEvent('Founders’ evening', {
      speakers: JSON.stringify([
        { name: 'Kavya Menon', role: 'Founder', link: '' },
        { name: 'No Account', role: '', link: '' },
      ]),
      organiser: JSON.stringify({
        name: 'Startup club',
        contact: 'email',
        email: 'club.pdf@example.org',
        page: '',
      }),
    });
    const kavya = await signIn(t.app, 'kavya.pdf@example.org', 'Kavya Menon');
    const club = await signIn(t.app, 'club.pdf@example.org', 'Startup Club');
    await attend(event, 'guest.pdf@example.org', 'Guest Person');

    const early = await multipart({}, { field: 'file', bytes: await pngImage(120, 40) });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/certificate/logo`,
      headers: { ...admin.headers, ...early.headers },
      payload: early.payload,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CERTIFICATE_MESSAGES.settingsFirst);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/certificate`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { ...SETTINGS, include_staff: true },
    });
    expect(saved.json().settings).toMatchObject({
      include_staff: true,
      has_logo: false,
      has_signature: false,
    });
    let answer;
    for (const picture of ['logo', 'signature']) {
      const form = await multipart({}, { field: 'file', bytes: await pngImage(160, 60) });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/certificate/${picture}`,
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(put.statusCode, put.body).toBe(200);
      answer = put.json();
    }
    expect(answer.settings).toMatchObject({ has_logo: true, has_signature: true });
    const notPicture = await multipart({}, { field: 'file', bytes: Buffer.from('%PDF-1.4 not a picture') });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/certificate/signature`,
      headers: { ...admin.headers, ...notPicture.headers },
      payload: notPicture.payload,
    });
    expect(bad.statusCode).toBe(400);

    const certificates = await issue(event, { ...SETTINGS, include_staff: true });
    expect(certificates.map((row) => [row.user_id, row.role])).toEqual(
      expect.arrayContaining([
        [club.id, 'organiser'],
        [kavya.id, 'speaker'],
      ]),
    );
    expect(certificates).toHaveLength(3);
    const kavyas = certificates.find((row) => row.user_id === kavya.id)!;
    const pdf = await get(`/api/me/certificates/${kavyas.id}/pdf`, kavya.headers);
    expect(pdf.statusCode).toBe(200);
    expect(await textOf(pdf.rawPayload)).toContain('for speaking at');
    // Two pictures drawn: the logo and the signature.
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect((await qpdfCheck(pdf.rawPayload)).status).toBe(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/certificate/logo`,
      headers: admin.headers,
    });
    expect(removed.json().settings).toMatchObject({ has_logo: false, has_signature: true });
    const after = await get(`/api/me/certificates/${kavyas.id}/pdf`, kavya.headers);
    expect(after.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'event.certificate.%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'event.certificate.logo',
        'event.certificate.signature',
        'event.certificate.logo.remove',
      ]),
    );
  });
});
