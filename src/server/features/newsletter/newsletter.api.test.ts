import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '#common/auth';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOPICS } from '#common/newsletter';
import { codeIn, type ReceivedMail } from '#server/test-support/smtp-test-server';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { queueAllBatches, queueNextBatch } from './campaign-runner';
import { unsubscribeToken } from './unsubscribe-token';
import { subscribe } from './repository';

const ADMIN = 'director@iic.example.edu';
const env = useMailTestApp(
  { adminEmails: [ADMIN], publicUrl: 'https://iic.example.edu' },
  { adminUser: ADMIN, plainUser: 'student@example.org' },
);
const {
  t,
  nextMailFor,
  people: { adminUser, plainUser },
} = env;

let counter = 0;
const freshEmail = () => `reader${++counter}.${Date.now()}@example.org`;
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;

/**
 * The attempt ids this test's browser holds, per cookie name: the newsletter's code routes bind a code to
 * the browser that asked (docs/decisions/034-codes-bound-to-the-client.md).
 */
const browserCookies: Record<string, string> = {};
async function post(url: string, payload: object, remoteAddress = nextAddress()) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    cookies: browserCookies,
  });
  for (const cookie of response.cookies) {
    if (cookie.value) browserCookies[cookie.name] = cookie.value;
    else delete browserCookies[cookie.name];
  }
  return response;
}
const subscribeRequest = (payload: object, remoteAddress?: string) =>
  post('/api/newsletter/subscribe', payload, remoteAddress);
/** Asks for an unsubscribe code and waits for the work the route does after answering. */
async function sendCode(email: string, remoteAddress?: string) {
  const response = await post('/api/newsletter/unsubscribe/send-otp', { email }, remoteAddress);
  await t.app.background.drain();
  return response;
}
const verify = (email: string, otp: string) => post('/api/newsletter/unsubscribe/verify', { email, otp });
function asAdmin(method: 'GET' | 'POST', url: string, payload?: object, as = adminUser) {
  return t.app.inject({ method, url, payload, headers: as.headers });
}
const subscriberRows = (email: string) =>
  t.app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
const statusOf = async (email: string) => (await subscriberRows(email))[0]?.status;
const countRows = async (table: 'mail_outbox') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mailsTo = (email: string) => env.sink.received.filter((mail) => mail.envelopeTo.includes(email));

/** A confirmed subscriber, stored directly (the confirmation flow itself is tested below). */
async function subscribed(email = freshEmail()) {
  await subscribe(t.app.db, email, new Date().toISOString());
  return email;
}
/** Subscribes through the route, waits for the confirmation mail and returns its code and link token. */
async function confirmationFor(email: string) {
  expect((await subscribeRequest({ email })).statusCode).toBe(200);
  await t.app.background.drain();
  await t.app.mail.deliverDue();
  const mail = await nextMailFor(email);
  expect(mail.subject).toMatch(/^Confirm your newsletter subscription: \d{6}$/);
  const link = /https:\/\/iic\.example\.edu\/newsletter\/confirm\?token=(\S+)/.exec(mail.text ?? '');
  if (!link) throw new Error(`no confirmation link in ${mail.text}`);
  return { code: codeIn(mail), token: decodeURIComponent(link[1]!) };
}
const confirmByCode = (email: string, otp: string) => post('/api/newsletter/confirm', { email, otp });
const linkUrl = (token: string) => `/api/newsletter/confirm-link?token=${encodeURIComponent(token)}`;
/** The token in a newsletter mail's List-Unsubscribe header. */
function tokenInMail(mail: ReceivedMail): string {
  // The human page, not the JSON API: people who open the header's link see a confirmation.
  const match = /<https:\/\/iic\.example\.edu\/newsletter\/one-click-unsubscribe\?token=([^>]+)>/.exec(
    mail.headers['list-unsubscribe'] ?? '',
  );
  if (!match) throw new Error(`no List-Unsubscribe in ${JSON.stringify(mail.headers)}`);
  return decodeURIComponent(match[1]!);
}

describe('POST /api/newsletter/subscribe', () => {
  it('asks for an email, then a well-formed one', async () => {
    for (const [payload, message] of [
      [{ email: '  ' }, LOGIN_MESSAGES.emailRequired],
      [{}, LOGIN_MESSAGES.emailRequired],
      [{ email: 'reader@' }, LOGIN_MESSAGES.invalidEmail],
      [{ email: 'a b@example.org' }, LOGIN_MESSAGES.invalidEmail],
    ] as const) {
      const response = await subscribeRequest(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await subscribeRequest({ email: freshEmail(), extra: 1 })).statusCode).toBe(400);
  });

  it('stores nothing until the address confirms with the mailed code, lower-cased, once', async () => {
    const email = freshEmail();
    const first = await subscribeRequest({ email: `  ${email.toUpperCase()} ` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    await t.app.background.drain();
    await t.app.mail.deliverDue();
    expect(await subscriberRows(email)).toHaveLength(0);
    const mail = await nextMailFor(email);
    const code = codeIn(mail);
    // Another address cannot use it, nor can a wrong code confirm.
    expect((await confirmByCode(freshEmail(), code)).statusCode).toBe(400);
    const done = await confirmByCode(email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    const rows = await subscriberRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('subscribed');
    // Subscribing again is no error, mails nothing and makes no second row.
    const before = mailsTo(email).length;
    expect((await subscribeRequest({ email })).json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    await t.app.background.drain();
    await t.app.mail.deliverDue();
    expect(mailsTo(email)).toHaveLength(before);
    expect(await subscriberRows(email)).toHaveLength(1);
  });

  it('confirms by the mailed link: a GET only shows whose it is, the POST confirms', async () => {
    const email = freshEmail();
    const { token } = await confirmationFor(email);
    const shown = await t.app.inject({ method: 'GET', url: linkUrl(token) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ email, subscribed: false, topics: [...NEWSLETTER_TOPICS] });
    expect(await subscriberRows(email)).toHaveLength(0);
    const done = await t.app.inject({ method: 'POST', url: linkUrl(token) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    expect(await statusOf(email)).toBe('subscribed');
    expect((await t.app.inject({ method: 'GET', url: linkUrl(token) })).json()).toEqual({
      email,
      subscribed: true,
      topics: [...NEWSLETTER_TOPICS],
    });
  });

  it('needs a new confirmation to subscribe again someone who left; an older link is spent', async () => {
    const email = freshEmail();
    const old = await confirmationFor(email);
    expect((await confirmByCode(email, old.code)).statusCode).toBe(200);
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: new Date(Date.now() + 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    // Anyone may ask; the address stays unsubscribed until its owner confirms.
    await t.app.db
      .updateTable('code_requests')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('email', '=', email)
      .execute();
    const fresh = await confirmationFor(email);
    expect(await statusOf(email)).toBe('unsubscribed');
    const spent = await t.app.inject({ method: 'POST', url: linkUrl(old.token) });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(NEWSLETTER_MESSAGES.badConfirmLink);
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await confirmByCode(email, fresh.code)).statusCode).toBe(200);
    expect(await subscriberRows(email)).toMatchObject([{ status: 'subscribed', unsubscribed_at: null }]);
  });

  it('refuses a forged, altered or lapsed confirmation link', async () => {
    const email = freshEmail();
    const { token } = await confirmationFor(email);
    const [address, issuedAt, signature] = token.split('.') as [string, string, string];
    const other = Buffer.from('thief@example.org').toString('base64url');
    const lapsed = String(Number(issuedAt) - 8 * 86_400);
    for (const bad of [
      `${other}.${issuedAt}.${signature}`,
      `${address}.${lapsed}.${signature}`,
      `${address}.${issuedAt}.${signature.slice(0, -1)}`,
      'nonsense',
      '',
    ]) {
      const response = await t.app.inject({ method: 'POST', url: linkUrl(bad) });
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
    }
    expect(await subscriberRows(email)).toHaveLength(0);
  });

  it('answers a bot that fills the honeypot as a person and stores nothing', async () => {
    const email = freshEmail();
    const response = await subscribeRequest({ email, website: 'spam' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscriberRows(email)).toHaveLength(0);
  });

  it('limits each client address to 10 requests a minute', async () => {
    const address = '192.0.2.99';
    for (let i = 0; i < 10; i += 1)
      expect((await subscribeRequest({ email: freshEmail() }, address)).statusCode).toBe(200);
    const email = freshEmail();
    expect((await subscribeRequest({ email }, address)).statusCode).toBe(429);
    expect(await subscriberRows(email)).toHaveLength(0);
  });
});

describe('unsubscribe by mailed code', () => {
  it('mails a subscriber a code; the code unsubscribes once', async () => {
    const email = await subscribed();
    const sent = await sendCode(email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: NEWSLETTER_MESSAGES.codeSent });
    await t.app.mail.deliverDue();
    const mail = await nextMailFor(email);
    expect(mail.subject).toMatch(/^Your code to unsubscribe: \d{6}$/);
    const code = codeIn(mail);
    const done = await verify(email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await statusOf(email)).toBe('unsubscribed');
    // Reused: refused.
    const reused = await verify(email, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(NEWSLETTER_MESSAGES.invalidCode);
  });

  it("counts only the asking browser's tries: a stranger's wrong codes leave the subscriber's code working", async () => {
    const email = await subscribed();
    await sendCode(email);
    await t.app.mail.deliverDue();
    const code = codeIn(await nextMailFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 8; i += 1) {
      // Another browser: none of this test's cookies, a made-up attempt id every other time.
      const cookies: Record<string, string> =
        i % 2 ? { 'unsubscribe-attempt': `made-up-attempt-id-${i}xxxx` } : {};
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe/verify',
        payload: { email, otp: i === 7 ? code : wrong },
        remoteAddress: nextAddress(),
        cookies,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await verify(email, code)).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('gives a non-subscriber the same answer, and spends, stores and queues nothing', async () => {
    const stranger = freshEmail();
    const subscriber = await subscribed();
    const outboxBefore = await countRows('mail_outbox');
    for (let i = 0; i < 3; i += 1) {
      const response = await sendCode(stranger);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.codeSent });
    }
    expect(await countRows('mail_outbox')).toBe(outboxBefore);
    const stored = (table: 'one_time_codes' | 'code_requests') =>
      t.app.db.selectFrom(table).select('email').where('email', '=', stranger).execute();
    expect(await stored('one_time_codes')).toEqual([]);
    expect(await stored('code_requests')).toEqual([]);
    // A subscriber asking again within the cooldown hears the same: a 429 would give them away.
    const address = nextAddress();
    const answers = [await sendCode(subscriber, address), await sendCode(subscriber, address)];
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { message: NEWSLETTER_MESSAGES.codeSent }],
      [200, { message: NEWSLETTER_MESSAGES.codeSent }],
    ]);
    await t.app.mail.deliverDue();
    expect(mailsTo(stranger)).toHaveLength(0);
    expect(mailsTo(subscriber)).toHaveLength(1);
  });

  it('cannot lock anyone out of signing in, however often it is asked', async () => {
    const admin = ADMIN;
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    for (let i = 0; i < 8; i += 1) {
      await sendCode(admin);
      // Spread over the hour: whatever they stored is past any cooldown, but still within the hour.
      for (const table of ['one_time_codes', 'code_requests'] as const)
        await t.app.db
          .updateTable(table)
          .set({ created_at: tenMinutesAgo })
          .where('email', '=', admin)
          .execute();
    }
    const signIn = await post('/api/auth/send-otp', { email: admin });
    expect(signIn.statusCode).toBe(200);
    expect(codeIn(await nextMailFor(admin))).toMatch(/^\d{6}$/);
  });

  it('answers a subscriber and a stranger in about the same time', async () => {
    // The route answers before it looks anything up, so it does the same work both ways and its timing
    // tells nothing. Shown without a stopwatch (which a loaded machine makes unreliable): with the
    // deferred work held back, both get their answer while nothing has been looked up or stored yet.
    const subscriber = await subscribed();
    const stranger = freshEmail();
    const held: (() => Promise<void>)[] = [];
    const run = vi.spyOn(t.app.background, 'run').mockImplementation((task) => void held.push(task));
    const lookups = vi.spyOn(t.app.db, 'selectFrom');
    try {
      const answers = [];
      for (const email of [subscriber, stranger])
        answers.push(await post('/api/newsletter/unsubscribe/send-otp', { email }));
      expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
        [200, JSON.stringify({ message: NEWSLETTER_MESSAGES.codeSent })],
        [200, JSON.stringify({ message: NEWSLETTER_MESSAGES.codeSent })],
      ]);
      expect(lookups).not.toHaveBeenCalled();
      expect(held).toHaveLength(2);
    } finally {
      run.mockRestore();
      lookups.mockRestore();
    }
    // The held work, run afterwards, mails the subscriber alone.
    for (const task of held) await task();
    await t.app.mail.deliverDue();
    expect(mailsTo(subscriber)).toHaveLength(1);
    expect(mailsTo(stranger)).toHaveLength(0);
  });

  it('refuses a wrong code and keeps the subscription', async () => {
    const email = await subscribed();
    await sendCode(email);
    await t.app.mail.deliverDue();
    const code = codeIn(await nextMailFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await verify(email, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: NEWSLETTER_MESSAGES.invalidCode,
      fieldErrors: { otp: NEWSLETTER_MESSAGES.invalidCode },
    });
    expect(await statusOf(email)).toBe('subscribed');
  });

  it('refuses an expired code', async () => {
    const email = await subscribed();
    await sendCode(email);
    await t.app.mail.deliverDue();
    const code = codeIn(await nextMailFor(email));
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect((await verify(email, code)).statusCode).toBe(400);
    expect(await statusOf(email)).toBe('subscribed');
  });

  it('refuses a login code for unsubscribing', async () => {
    const email = await subscribed();
    expect((await post('/api/auth/send-otp', { email })).statusCode).toBe(200);
    const code = codeIn(await nextMailFor(email));
    expect((await verify(email, code)).statusCode).toBe(400);
    expect(await statusOf(email)).toBe('subscribed');
  });

  it('checks the code: required, digits only, 6 digits', async () => {
    const email = freshEmail();
    for (const [otp, message] of [
      ['', NEWSLETTER_MESSAGES.codeRequired],
      ['12a456', NEWSLETTER_MESSAGES.codeDigits],
      ['12345', NEWSLETTER_MESSAGES.codeLength],
      ['1234567', NEWSLETTER_MESSAGES.codeLength],
    ] as const) {
      const response = await verify(email, otp);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.otp).toBe(message);
    }
    expect((await sendCode('nope')).json().message).toBe(LOGIN_MESSAGES.invalidEmail);
  });
});

describe('one-click unsubscribe', () => {
  async function tokenOf(email: string) {
    const row = (await subscriberRows(email))[0]!;
    return unsubscribeToken(t.app.db, row.id, row.email);
  }
  const url = (token: string) => `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`;

  it('GET only shows whose link it is and changes nothing', async () => {
    const email = await subscribed();
    const response = await t.app.inject({ method: 'GET', url: url(await tokenOf(email)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, subscribed: true, topics: [...NEWSLETTER_TOPICS] });
    expect(await statusOf(email)).toBe('subscribed');
  });

  it('refuses a forged or altered token', async () => {
    const email = await subscribed();
    const token = await tokenOf(email);
    const [id, signature] = token.split('.') as [string, string];
    const other = await subscribed();
    const otherId = (await subscriberRows(other))[0]!.id;
    // The first character: the last one of 43 base64url characters carries padding bits, so changing
    // it can leave the decoded signature the same (the test then failed about one run in sixteen).
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    for (const forged of [
      `${id}.${flipped}`,
      `${otherId}.${signature}`,
      `${id}.${'A'.repeat(43)}`,
      'garbage',
      '',
      `${id}`,
    ]) {
      const get = await t.app.inject({ method: 'GET', url: url(forged) });
      expect(get.statusCode).toBe(400);
      expect(get.json().message).toBe(NEWSLETTER_MESSAGES.badLink);
      const postAnswer = await t.app.inject({
        method: 'POST',
        url: url(forged),
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(postAnswer.statusCode).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/newsletter/one-click-unsubscribe' })).statusCode,
    ).toBe(400);
    expect(await statusOf(email)).toBe('subscribed');
    expect(await statusOf(other)).toBe('subscribed');
  });

  it('POST with the RFC 8058 form body from another origin unsubscribes', async () => {
    const email = await subscribed();
    const response = await t.app.inject({
      method: 'POST',
      url: url(await tokenOf(email)),
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('the page address that List-Unsubscribe names takes the same one-click POST, and refuses a forged token', async () => {
    const email = await subscribed();
    const pageUrl = (token: string) => `/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`;
    const form = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.com',
      'sec-fetch-site': 'cross-site',
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: pageUrl('garbage'),
      payload: 'List-Unsubscribe=One-Click',
      headers: form,
    });
    expect(forged.statusCode).toBe(400);
    expect(await statusOf(email)).toBe('subscribed');
    const response = await t.app.inject({
      method: 'POST',
      url: pageUrl(await tokenOf(email)),
      payload: 'List-Unsubscribe=One-Click',
      headers: form,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('POST with JSON from our page unsubscribes, and again is harmless', async () => {
    const email = await subscribed();
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: url(await tokenOf(email)), payload: {} });
      expect(response.statusCode).toBe(200);
    }
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('form bodies are accepted only by this route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: `email=${freshEmail()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=a&email=a@example.org&message=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(contact.statusCode).toBe(415);
  });
});

describe('the Newsletter tab', () => {
  it('is for admins only', async () => {
    for (const [method, path] of [
      ['GET', '/api/newsletter/subscribers'],
      ['GET', '/api/newsletter/subscribers.csv'],
      ['GET', '/api/newsletter/campaigns'],
      ['POST', '/api/newsletter/campaigns'],
      ['POST', '/api/newsletter/test'],
    ] as const) {
      const payload = method === 'POST' ? { subject: 'S', body: 'B' } : undefined;
      expect((await t.app.inject({ method, url: path, payload })).statusCode).toBe(401);
      expect((await asAdmin(method, path, payload, plainUser)).statusCode).toBe(403);
    }
  });

  it('lists subscribers with a count, searches on the server and pages', async () => {
    const tag = `search${Date.now()}`;
    for (let i = 0; i < 53; i += 1) await subscribed(`${tag}.${String(i).padStart(2, '0')}@example.org`);
    await subscribed(`percent%${tag}@example.org`.replace('%', '_'));
    const first = (await asAdmin('GET', `/api/newsletter/subscribers?search=${tag.toUpperCase()}.`)).json();
    expect(first.total).toBe(53);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].email).toBe(`${tag}.00@example.org`);
    const second = (await asAdmin('GET', `/api/newsletter/subscribers?search=${tag}.&page=2`)).json();
    expect(second.items.map((row: { email: string }) => row.email)).toEqual([
      `${tag}.50@example.org`,
      `${tag}.51@example.org`,
      `${tag}.52@example.org`,
    ]);
    // LIKE wildcards in the search are plain characters.
    expect((await asAdmin('GET', `/api/newsletter/subscribers?search=${tag}%25`)).json().total).toBe(0);
    const all = (await asAdmin('GET', '/api/newsletter/subscribers')).json();
    const subscribedCount = await t.app.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'subscribed')
      .executeTakeFirstOrThrow();
    expect(all.subscribedCount).toBe(Number(subscribedCount.n));
  });

  it('exports subscribers as CSV', async () => {
    const email = await subscribed();
    const response = await asAdmin('GET', '/api/newsletter/subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Email","Status","Subscribed at","Unsubscribed at"');
    expect(lines.some((line) => line.startsWith(`"${email}","subscribed",`))).toBe(true);
  });

  it('checks subject and body, and sends a test copy to the admin only', async () => {
    const empty = await asAdmin('POST', '/api/newsletter/test', { subject: ' ', body: 'x' });
    expect(empty.json().message).toBe(NEWSLETTER_MESSAGES.subjectRequired);
    const noBody = await asAdmin('POST', '/api/newsletter/campaigns', { subject: 'x', body: '\n' });
    expect(noBody.json().message).toBe(NEWSLETTER_MESSAGES.bodyRequired);
    const before = env.sink.received.length;
    const test = await asAdmin('POST', '/api/newsletter/test', {
      subject: 'Demo <day>',
      body: 'First <script>alert(1)</script>\n\nSecond',
    });
    expect(test.statusCode).toBe(200);
    expect(test.json().message).toContain(ADMIN);
    await t.app.mail.deliverDue();
    const mail = await nextMailFor(ADMIN);
    expect(mail.subject).toBe('[Test] Demo <day>');
    expect(mail.html).toContain('First &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(mail.html).toContain('>Second</p>');
    expect(env.sink.received.length).toBe(before + 1);
  });
});

describe('sending a campaign', () => {
  async function resetSubscribers(emails: string[]) {
    await t.app.db.updateTable('newsletter_subscribers').set({ status: 'unsubscribed' }).execute();
    for (const email of emails) await subscribed(email);
  }
  const deps = () => ({ db: t.app.db, mail: t.app.mail, publicUrl: t.config.publicUrl });

  it('sends each subscriber exactly one copy with one-click headers, recorded in the audit trail', async () => {
    const emails = Array.from({ length: 7 }, (_, i) => `campaign${i}.${Date.now()}@example.org`);
    await resetSubscribers(emails);
    const created = await asAdmin('POST', '/api/newsletter/campaigns', {
      subject: 'June news',
      body: 'Hello\n\nBye',
    });
    expect(created.statusCode).toBe(202);
    expect(created.json().recipients).toBe(7);
    const campaignId = created.json().id as number;
    // Two runners at once, as two server processes would be: the claims keep them apart.
    await Promise.all([
      queueAllBatches({ ...deps(), batchSize: 2 }),
      queueAllBatches({ ...deps(), batchSize: 3 }),
    ]);
    await t.app.mail.deliverDue();
    for (const email of emails) {
      const copies = mailsTo(email).filter((mail) => mail.subject === 'June news');
      expect(copies).toHaveLength(1);
      const mail = copies[0]!;
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['x-newsletter-delivery']).toMatch(
        new RegExp(`^<newsletter-${campaignId}-\\d+@iic\\.example\\.edu>$`),
      );
      // The real Message-ID is the same stable key, so a repeat after a crash is recognisably one mail.
      expect(mail.headers['message-id']).toBe(mail.headers['x-newsletter-delivery']);
      expect(mail.text).toContain(
        'Choose topics or unsubscribe: https://iic.example.edu/newsletter/one-click-unsubscribe?token=',
      );
      // The HTML footer's unsubscribe text is a link to the same page.
      expect(mail.html).toMatch(
        /<a href="https:\/\/iic\.example\.edu\/newsletter\/one-click-unsubscribe\?token=[^"]+"[^>]*>Choose topics or unsubscribe<\/a>/,
      );
      // The link in the mail works for its recipient.
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(tokenInMail(mail))}`,
      });
      expect(response.json()).toEqual({ email, subscribed: true, topics: [...NEWSLETTER_TOPICS] });
    }
    const progress = (await asAdmin('GET', '/api/newsletter/campaigns')).json()[0];
    expect(progress).toMatchObject({
      id: campaignId,
      recipients: 7,
      queued: 7,
      sent: 7,
      skipped: 0,
      done: true,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'newsletter.send')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject_id: String(campaignId), actor_email: ADMIN });
    // Nothing is left to send: running again sends nobody a second copy.
    expect(await queueAllBatches(deps())).toBe(0);
  });

  it('sends nothing further to someone who unsubscribes mid-campaign', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `midway${i}.${Date.now()}@example.org`);
    await resetSubscribers(emails);
    const created = await asAdmin('POST', '/api/newsletter/campaigns', { subject: 'July news', body: 'Hi' });
    // First batch queued (not delivered yet): emails 0 and 1. Email 1 and email 4 leave.
    expect(await queueNextBatch({ ...deps(), batchSize: 2 })).toBe(2);
    for (const email of [emails[1]!, emails[4]!]) {
      const row = (await subscriberRows(email))[0]!;
      const token = await unsubscribeToken(t.app.db, row.id, email);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    }
    await queueAllBatches(deps());
    await t.app.mail.deliverDue();
    const got = (email: string) => mailsTo(email).filter((mail) => mail.subject === 'July news').length;
    expect(emails.map(got)).toEqual([1, 0, 1, 1, 0, 1]);
    const progress = (await asAdmin('GET', '/api/newsletter/campaigns')).json()[0];
    expect(progress).toMatchObject({ id: created.json().id, recipients: 6, sent: 4, skipped: 2, done: true });
  });

  it('refuses to send when nobody is subscribed', async () => {
    await resetSubscribers([]);
    const response = await asAdmin('POST', '/api/newsletter/campaigns', { subject: 'x', body: 'y' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NEWSLETTER_MESSAGES.noSubscribers);
    expect(
      await t.app.db.selectFrom('newsletter_campaigns').select('id').where('subject', '=', 'x').execute(),
    ).toEqual([]);
  });
});

describe('newsletter topics', () => {
  const topicsOfAddress = async (email: string) =>
    (
      await t.app.db
        .selectFrom('newsletter_subscriber_topics')
        .innerJoin(
          'newsletter_subscribers',
          'newsletter_subscribers.id',
          'newsletter_subscriber_topics.subscriber_id',
        )
        .select('topic')
        .where('email', '=', email)
        .execute()
    )
      .map((row) => row.topic)
      .sort();

  it('confirms with the topics chosen on the page, and changes them there later', async () => {
    const email = freshEmail();
    const { token } = await confirmationFor(email);
    const none = await t.app.inject({
      method: 'POST',
      url: linkUrl(token),
      remoteAddress: nextAddress(),
      payload: { topics: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(await subscriberRows(email)).toHaveLength(0);
    const done = await t.app.inject({
      method: 'POST',
      url: linkUrl(token),
      remoteAddress: nextAddress(),
      payload: { topics: ['general', 'events', 'events'] },
    });
    expect(done.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    expect(await topicsOfAddress(email)).toEqual(['events', 'general']);
    expect((await t.app.inject({ method: 'GET', url: linkUrl(token) })).json()).toMatchObject({
      subscribed: true,
      topics: ['events', 'general'],
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: linkUrl(token),
      remoteAddress: nextAddress(),
      payload: { topics: ['programmes'] },
    });
    expect(changed.json()).toEqual({ message: NEWSLETTER_MESSAGES.topicsSaved });
    expect(await topicsOfAddress(email)).toEqual(['programmes']);
    // Pressing confirm again without a choice keeps the topics.
    await t.app.inject({ method: 'POST', url: linkUrl(token), remoteAddress: nextAddress() });
    expect(await topicsOfAddress(email)).toEqual(['programmes']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: linkUrl(token),
      remoteAddress: nextAddress(),
      payload: { topics: ['x'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets a subscriber change topics from the link in each newsletter, one change at a time', async () => {
    const email = await subscribed();
    const row = (await subscriberRows(email))[0]!;
    const token = await unsubscribeToken(t.app.db, row.id, row.email);
    const put = (topics: unknown, link = token) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/newsletter/topics?token=${encodeURIComponent(link)}`,
        remoteAddress: nextAddress(),
        payload: { topics },
      });
    const page = `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'GET', url: page })).json()).toEqual({
      email,
      subscribed: true,
      topics: [...NEWSLETTER_TOPICS],
    });
    expect((await put([])).statusCode).toBe(400);
    expect((await put(['x'])).statusCode).toBe(400);
    expect((await put(['events'], `${row.id}.${'A'.repeat(43)}`)).statusCode).toBe(400);
    expect(await topicsOfAddress(email)).toEqual([...NEWSLETTER_TOPICS].sort());
    const saved = await put(['general', 'events']);
    expect(saved.json()).toEqual({ message: NEWSLETTER_MESSAGES.topicsSaved });
    expect(await topicsOfAddress(email)).toEqual(['events', 'general']);
    expect(await statusOf(email)).toBe('subscribed');

    // Changes at the same moment: each is whole, none fails, the last one stays.
    const choices = [['events'], ['programmes', 'general'], ['opportunities'], ['events', 'general']];
    const answers = await Promise.all(choices.map((choice) => put(choice)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(choices.map(() => 200));
    expect(choices.map((choice) => [...choice].sort())).toContainEqual(await topicsOfAddress(email));

    // Once unsubscribed there is nothing to choose.
    await t.app.inject({ method: 'POST', url: page, payload: {}, remoteAddress: nextAddress() });
    expect((await t.app.inject({ method: 'GET', url: page })).json()).toEqual({
      email,
      subscribed: false,
      topics: [],
    });
    const refused = await put(['events']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NEWSLETTER_MESSAGES.notSubscribed);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('confirms by code with topics, or with all of them when none are chosen', async () => {
    const chosen = freshEmail();
    const first = await confirmationFor(chosen);
    expect(
      (await post('/api/newsletter/confirm', { email: chosen, otp: first.code, topics: ['opportunities'] }))
        .statusCode,
    ).toBe(200);
    expect(await topicsOfAddress(chosen)).toEqual(['opportunities']);
    const all = freshEmail();
    const second = await confirmationFor(all);
    expect((await confirmByCode(all, second.code)).statusCode).toBe(200);
    expect(await topicsOfAddress(all)).toEqual([...NEWSLETTER_TOPICS].sort());
  });

  it('counts and sends a campaign only to subscribers of any of its topics', async () => {
    await t.app.db.updateTable('newsletter_subscribers').set({ status: 'unsubscribed' }).execute();
    const stamp = Date.now();
    const events = `events.${stamp}@example.org`;
    const programmes = `programmes.${stamp}@example.org`;
    const both = `both.${stamp}@example.org`;
    await subscribe(t.app.db, events, new Date().toISOString(), ['events']);
    await subscribe(t.app.db, programmes, new Date().toISOString(), ['programmes']);
    await subscribe(t.app.db, both, new Date().toISOString(), ['events', 'general']);
    const count = async (topics: string) => {
      const answer = await asAdmin('GET', `/api/newsletter/recipients?topics=${topics}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { recipients: number }).recipients;
    };
    expect(await count('events')).toBe(2);
    expect(await count('events,programmes')).toBe(3);
    expect(await count('opportunities')).toBe(0);
    expect((await asAdmin('GET', '/api/newsletter/recipients?topics=')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/newsletter/recipients?topics=weather')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/newsletter/recipients?topics=events' })).statusCode,
    ).toBe(401);

    const nobody = await asAdmin('POST', '/api/newsletter/campaigns', {
      subject: 'Openings',
      body: 'New internships.',
      topics: ['opportunities'],
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe(NEWSLETTER_MESSAGES.noRecipients);
    const created = await asAdmin('POST', '/api/newsletter/campaigns', {
      subject: 'Workshop week',
      body: 'Come along.',
      topics: ['events'],
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json().recipients).toBe(2);
    const deliveries = await t.app.db
      .selectFrom('newsletter_deliveries')
      .select('email')
      .where('campaign_id', '=', created.json().id as number)
      .execute();
    expect(deliveries.map((row) => row.email).sort()).toEqual([both, events].sort());
  });
});
