import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '#common/contact';
import { useMailTestApp } from '#server/test-support/mail-test-app';

const ADMIN = 'director@iic.example.edu';
const INBOX = 'office@iic.example.edu';
const env = useMailTestApp(
  { adminEmails: [ADMIN], centreInbox: INBOX },
  { adminUser: ADMIN, plainUser: 'student@example.org' },
);
const {
  t,
  nextMailFor,
  people: { adminUser, plainUser },
} = env;

let addressCounter = 0;
const nextAddress = () => `203.0.113.${(++addressCounter % 250) + 1}`;
function postContact(payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}
function admin(method: 'GET' | 'DELETE', url: string, as = adminUser) {
  return t.app.inject({ method, url, headers: as.headers });
}
const countRows = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('contact_responses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const valid = { name: 'Asha Verma', email: 'asha@example.org', message: 'I would like to visit the lab.' };

describe('POST /api/contact', () => {
  it('asks for every field, trimmed', async () => {
    for (const payload of [
      { ...valid, name: '   ' },
      { ...valid, email: '' },
      { ...valid, message: ' \n ' },
      { email: valid.email, message: valid.message },
      {},
    ]) {
      const response = await postContact(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CONTACT_MESSAGES.fillAll);
    }
    expect(await countRows()).toBe(0);
  });

  it('asks for a valid email address', async () => {
    const response = await postContact({ ...valid, email: 'asha@' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CONTACT_MESSAGES.invalidEmail,
      fieldErrors: { email: CONTACT_MESSAGES.invalidEmail },
    });
  });

  it('refuses unknown fields and over-long text', async () => {
    expect((await postContact({ ...valid, admin: true })).statusCode).toBe(400);
    expect((await postContact({ ...valid, message: 'x'.repeat(5001) })).statusCode).toBe(400);
  });

  it('stores the message and mails the centre in the same step', async () => {
    const response = await postContact({ ...valid, name: ' Asha <b>Verma</b> ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.success });
    const row = await t.app.db
      .selectFrom('contact_responses')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Asha <b>Verma</b>', email: valid.email, message: valid.message });
    expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
    await t.app.mail.deliverDue();
    const mail = await nextMailFor(INBOX);
    expect(mail.headers['reply-to']).toContain(valid.email);
    expect(mail.text).toContain(valid.message);
    expect(mail.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Verma');
  });

  it('answers a bot that fills the honeypot as a person, and stores and mails nothing', async () => {
    const before = await countRows();
    const outboxBefore = (await t.app.db.selectFrom('mail_outbox').select('id').execute()).length;
    const response = await postContact({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.success });
    expect(await countRows()).toBe(before);
    expect((await t.app.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(outboxBefore);
  });

  it('limits each client address to 5 messages a minute', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) expect((await postContact(valid, address)).statusCode).toBe(201);
    const limited = await postContact(valid, address);
    expect(limited.statusCode).toBe(429);
    expect(typeof limited.json().message).toBe('string');
    expect((await postContact(valid, '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('the admin inbox', () => {
  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/contact-responses'],
      ['GET', '/api/contact-responses.csv'],
      ['DELETE', '/api/contact-responses/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await admin(method, url, plainUser)).statusCode).toBe(403);
    }
  });

  it('lists messages newest first with the total', async () => {
    // The server's clock, set by the test: both messages are stored at one fixed time, the second a
    // millisecond after the first, however fast the two requests run (timers stay real, only Date moves;
    // the time is already past, so the mails they queue are due for the tests after this one).
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      await postContact({ ...valid, name: 'Older', message: 'first' });
      vi.setSystemTime(start + 1);
      await postContact({ ...valid, name: 'Newest', message: 'second' });
    } finally {
      vi.useRealTimers();
    }
    const response = await admin('GET', '/api/contact-responses');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(await countRows());
    expect(body.pageSize).toBe(50);
    expect(body.items[0]).toMatchObject({ name: 'Newest', message: 'second', email: valid.email });
    expect(body.items[1].name).toBe('Older');
    const dates = body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("refuses a name with line breaks, which could fake lines in the centre's mail", async () => {
    await t.app.mail.deliverDue();
    const before = await countRows();
    const mailsBefore = env.sink.received.length;
    for (const name of [
      'Asha\r\nReply-To: thief@evil.example',
      'Asha\nBcc: x@evil.example',
      'A\u2028B',
      'A\tB',
    ]) {
      const response = await postContact({ ...valid, name });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().fieldErrors).toEqual({ name: CONTACT_MESSAGES.nameOneLine });
    }
    expect(await countRows()).toBe(before);
    await t.app.mail.deliverDue();
    expect(env.sink.received.length).toBe(mailsBefore);
  });

  it('exports a formula-safe CSV', async () => {
    await postContact({ name: '=HYPERLINK("x")', email: 'csv@example.org', message: 'Line one\nline "two"' });
    await postContact({ name: 'Semi Colon', email: 'csv2@example.org', message: 'hello;=1+2' });
    const response = await admin('GET', '/api/contact-responses.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contact-responses-/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Received","Name","Email","Message"');
    expect(response.body).toContain(`"'=HYPERLINK(""x"")","csv@example.org","Line one\nline ""two"""`);
    // Where ; separates cells, what follows it is a cell of its own: it is defused too.
    expect(response.body).toContain(`"Semi Colon","csv2@example.org","hello;'=1+2"`);
  });

  it('deletes one message, records it in the audit trail, and answers 404 after', async () => {
    await postContact({ ...valid, name: 'To delete' });
    const target = (await admin('GET', '/api/contact-responses')).json().items[0];
    expect(target.name).toBe('To delete');
    const deleted = await admin('DELETE', `/api/contact-responses/${target.id}`);
    expect(deleted.statusCode).toBe(204);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'contact.delete')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject_id: String(target.id), actor_email: ADMIN });
    expect((await admin('DELETE', `/api/contact-responses/${target.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/contact-responses/abc')).statusCode).toBe(400);
  });
});
