import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '#common/certificates';
import { COHORT_CERTIFICATE_MESSAGES } from '#common/cohort-certificates';
import { certificatePreviewHtml, findCertificateForPage } from '#server/features/certificates';
import type { MailAttachment } from '#server/modules/mail';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { qpdfCheck, readPdf } from '#server/test-support/pdf-reader';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// docs/product.md#certificates: a finished cohort's founders and members get a certificate of completion from
// the same machinery as events' certificates (docs/decisions/057-cohort-certificates.md).

const ADMIN = 'cohort-certificates.admin@iic.example.edu';
const WORDING = {
  title: 'Certificate of completion',
  signatory_name: 'Dr. Kavita Rao',
  signatory_role: 'Director',
};

let t: TestApp;
let admin: SignedIn;
let priya: SignedIn;
let arjun: SignedIn;
let outsider: SignedIn;
let cohortId = 0;
let runningCohortId = 0;

const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: as?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

function outbox(to: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'attachments_json'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

async function textOf(bytes: Buffer): Promise<string> {
  const { pages } = await readPdf(bytes);
  expect(pages).toHaveLength(1);
  return pages[0]!.join('\n');
}

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  admin = await signIn(t.app, ADMIN);
  priya = await signIn(t.app, 'priya.cohort@example.org', 'प्रिया शर्मा');
  arjun = await signIn(t.app, 'arjun.cohort@example.org', 'Arjun Nair');
  outsider = await signIn(t.app, 'outsider.cohort@example.org', 'Outsider');
  await insertTestProgram(t.app.db, 'incubation', 'Incubation programme');
  cohortId = await insertTestCohort(t.app.db, {
    name: 'Cohort 2025',
    programSlug: 'incubation',
    startsOn: '2025-01-06',
    endsOn: '2025-06-30',
  });
  await insertCohortStartup(t.app.db, cohortId, 'Krishi Sense', [
    { id: priya.id },
    { id: arjun.id, role: 'member' },
  ]);
  runningCohortId = await insertTestCohort(t.app.db, { name: 'Cohort 2099', programSlug: 'incubation' });
  await insertCohortStartup(t.app.db, runningCohortId, 'Later Labs', [{ id: outsider.id }]);
});
afterAll(async () => t?.close());

describe('certificates of a cohort’s completion', () => {
  it('only an admin issues them, with the wording checked, and only once the cohort has ended', async () => {
    const url = `/api/admin/cohorts/${cohortId}/certificates`;
    expect((await call(null, 'POST', url, WORDING)).statusCode).toBe(401);
    expect((await call(priya, 'POST', url, WORDING)).statusCode).toBe(403);
    expect((await call(priya, 'GET', url)).statusCode).toBe(403);
    const blank = await call(admin, 'POST', url, { ...WORDING, title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Give the certificate a title.');
    expect((await call(admin, 'POST', url, { ...WORDING, include_staff: true })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { ...WORDING, title: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/cohorts/abc/certificates', WORDING)).statusCode).toBe(400);
    const missing = await call(admin, 'POST', '/api/admin/cohorts/999999/certificates', WORDING);
    expect(missing.statusCode).toBe(404);
    const running = await call(admin, 'POST', `/api/admin/cohorts/${runningCohortId}/certificates`, WORDING);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(COHORT_CERTIFICATE_MESSAGES.notOver('2099-12-31'));
    const before = await call(admin, 'GET', url);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      settings: null,
      waiting: 2,
      waiting_members: [
        { user_id: priya.id, name: 'प्रिया शर्मा', startup: 'Krishi Sense', role: 'founder' },
        { user_id: arjun.id, name: 'Arjun Nair', startup: 'Krishi Sense', role: 'member' },
      ],
      items: [],
    });
  });

  it('issues one per joined member, mails each their PDF, and a second issue adds none', async () => {
    const url = `/api/admin/cohorts/${cohortId}/certificates`;
    const first = await call(admin, 'POST', url, WORDING);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ issued: 2, waiting: 0, waiting_members: [], settings: WORDING });
    const items = first.json().items as { name: string; code: string; role: string; startup: string }[];
    expect(items.map(({ name, role, startup }) => ({ name, role, startup }))).toEqual([
      { name: 'प्रिया शर्मा', role: 'founder', startup: 'Krishi Sense' },
      { name: 'Arjun Nair', role: 'member', startup: 'Krishi Sense' },
    ]);
    for (const item of items) expect(item.code).toMatch(CERTIFICATE_CODE_PATTERN);

    const [mail, ...more] = await outbox('priya.cohort@example.org');
    expect(more).toHaveLength(0);
    expect(mail!.text_body).toContain(`/certificates/${items[0]!.code}`);
    const [pdf] = JSON.parse(mail!.attachments_json) as MailAttachment[];
    expect(pdf).toMatchObject({
      filename: `certificate-${items[0]!.code}.pdf`,
      contentType: 'application/pdf',
    });
    const printed = await textOf(Buffer.from(pdf!.content, 'base64'));
    expect(printed).toContain('Incubation programme: Cohort 2025');
    expect(printed).toContain('for completing, as a founder of Krishi Sense,');
    expect(printed).toContain(`Code ${items[0]!.code}`);

    const again = await call(admin, 'POST', url, WORDING);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ issued: 0, message: COHORT_CERTIFICATE_MESSAGES.issued(0) });
    expect(await outbox('priya.cohort@example.org')).toHaveLength(1);
    expect((await call(admin, 'GET', url)).json().items).toHaveLength(2);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'cohort.certificates.issue')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('anyone checks a code; each holder downloads only their own PDF', async () => {
    const [mine] = (await call(priya, 'GET', '/api/me/cohort-certificates')).json().items as {
      id: number;
      code: string;
      subject: string;
    }[];
    expect(mine).toMatchObject({ subject: 'Incubation programme: Cohort 2025', startup: 'Krishi Sense' });
    const check = await call(null, 'GET', `/api/certificates/${mine!.code.toLowerCase()}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.headers['x-robots-tag']).toBe('noindex');
    expect(check.json()).toEqual({
      kind: 'completion',
      state: 'valid',
      name: 'प्रिया शर्मा',
      event: 'Incubation programme: Cohort 2025',
      start_date: '2025-01-06',
      end_date: '2025-06-30',
    });
    const preview = certificatePreviewHtml((await findCertificateForPage(t.app.db, mine!.code))!);
    expect(preview).toContain('for completing Incubation programme: Cohort 2025');

    const download = await call(priya, 'GET', `/api/me/cohort-certificates/${mine!.id}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toContain('no-store');
    expect((await qpdfCheck(download.rawPayload)).status).toBe(0);
    // The glyphs are in shaped (visual) order; the name as written is in the page's ActualText.
    expect(await textOf(download.rawPayload)).toContain(`Code ${mine!.code}`);
    // Another's certificate is not found, for another member and a stranger alike.
    expect((await call(arjun, 'GET', `/api/me/cohort-certificates/${mine!.id}/pdf`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/me/cohort-certificates')).json().items).toEqual([]);
    expect((await call(null, 'GET', '/api/me/cohort-certificates')).statusCode).toBe(401);
    expect((await call(priya, 'GET', '/api/me/cohort-certificates/0/pdf')).statusCode).toBe(400);
    // The admin's download is found by the cohort too.
    const other = `/api/admin/cohorts/${runningCohortId}/certificates/${mine!.id}/pdf`;
    expect((await call(admin, 'GET', other)).statusCode).toBe(404);
    const adminPdf = await call(admin, 'GET', `/api/admin/cohorts/${cohortId}/certificates/${mine!.id}/pdf`);
    expect(adminPdf.statusCode).toBe(200);
  });

  it('a reissue gives a new code (the old checks as replaced); a revoke makes the code check revoked', async () => {
    const url = `/api/admin/cohorts/${cohortId}/certificates`;
    const items = (await call(admin, 'GET', url)).json().items as { id: number; code: string }[];
    const arjunsCertificate = items[1]!;
    await t.app.db
      .updateTable('users')
      .set({ full_name: 'Arjun K. Nair' })
      .where('id', '=', arjun.id)
      .execute();
    expect((await call(priya, 'POST', `${url}/${arjunsCertificate.id}/reissue`)).statusCode).toBe(403);
    const reissued = await call(admin, 'POST', `${url}/${arjunsCertificate.id}/reissue`);
    expect(reissued.statusCode, reissued.body).toBe(200);
    const fresh = reissued.json().certificate as { code: string; name: string };
    expect(fresh.name).toBe('Arjun K. Nair');
    expect(fresh.code).not.toBe(arjunsCertificate.code);
    const old = (await call(null, 'GET', `/api/certificates/${arjunsCertificate.code}`)).json();
    expect(old).toMatchObject({ state: 'replaced', name: 'Arjun Nair' });
    expect((await call(null, 'GET', `/api/certificates/${fresh.code}`)).json()).toMatchObject({
      state: 'valid',
      name: 'Arjun K. Nair',
    });

    const revoked = await call(admin, 'POST', `${url}/${arjunsCertificate.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await call(null, 'GET', `/api/certificates/${fresh.code}`)).json().state).toBe('revoked');
    expect((await call(admin, 'POST', `${url}/${arjunsCertificate.id}/revoke`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `${url}/${arjunsCertificate.id}/reissue`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `${url}/999999/revoke`)).statusCode).toBe(404);
    // The holder no longer lists or downloads a revoked certificate.
    expect((await call(arjun, 'GET', '/api/me/cohort-certificates')).json().items).toEqual([]);
    const gone = await call(arjun, 'GET', `/api/me/cohort-certificates/${arjunsCertificate.id}/pdf`);
    expect(gone.statusCode).toBe(404);
  });
});
