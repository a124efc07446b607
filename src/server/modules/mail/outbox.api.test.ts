import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '#server/test-support/test-app';
import { MAX_ATTEMPTS, MailUnavailableError, OutboxMailer } from './outbox';
import { MAIL_SHUTDOWN_GRACE_MS } from './register';
import { MAIL_POLL_INTERVAL_MS } from './worker';
import type { OutgoingMail } from './outgoing-mail';
import { claimMail, findMail, insertClaimedMail } from './repository';
import { freePort, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { oneTimeCodeMail } from './templates';
import { createSmtpTransport } from './transport';

/** A clock the test moves by hand. */
function manualClock(start = new Date('2030-01-01T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

function message(n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: `person${n}@example.edu`,
    subject: `Message ${n}`,
    text: `Hello number ${n}`,
    html: `<p>Hello number ${n}</p>`,
    ...extra,
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function smtpServer(port?: number): Promise<SmtpTestServer> {
  const server = await startSmtpTestServer(port);
  cleanups.push(() => server.close());
  return server;
}

async function testApp(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const subject = await createTestApp(overrides);
  cleanups.push(() => subject.close());
  return subject;
}

/** A mailer on the app's database with its own clock, delivering to `smtpUrl`. */
function mailerWithClock(app: FastifyInstance, smtpUrl: string, clock: ReturnType<typeof manualClock>) {
  const transport = createSmtpTransport(smtpUrl, {
    from: app.config.mailFrom,
    messageIdHost: new URL(app.config.publicUrl).hostname,
  });
  cleanups.push(async () => transport.close());
  return new OutboxMailer({ db: app.db, transport, now: clock.now });
}

describe('mail outbox over a real SMTP server', () => {
  it('send() queues; deliverDue() delivers it once, as text and HTML, with its headers', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });

    const id = await app.mail.send({
      to: 'ada@example.edu',
      subject: 'Welcome to the centre — café ✓',
      text: `Hello Ada,\n\nA long line ${'x'.repeat(120)} ends here.\nCafé ✓`,
      html: `<p>Hello <b>Ada</b></p><p>${'y'.repeat(120)}</p><p>Café ✓</p>`,
      headers: {
        'List-Unsubscribe': '<https://iic.example.edu/newsletter/unsubscribe>',
        'X-Centre-Kind': 'welcome',
      },
    });
    expect((await findMail(app.db, id))?.status).toBe('pending');
    expect(sink.received).toHaveLength(0);

    expect(await app.mail.deliverDue()).toBe(1);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.envelopeTo).toEqual(['ada@example.edu']);
    expect(mail.envelopeFrom).toBe('no-reply@localhost');
    expect(mail.headers.from).toContain('Innovation & Incubation Centre');
    expect(mail.headers.from).toContain('<no-reply@localhost>');
    expect(mail.headers.to).toBe('ada@example.edu');
    expect(mail.subject).toBe('Welcome to the centre — café ✓');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe(`Hello Ada,\n\nA long line ${'x'.repeat(120)} ends here.\nCafé ✓`);
    expect(mail.html).toBe(`<p>Hello <b>Ada</b></p><p>${'y'.repeat(120)}</p><p>Café ✓</p>`);
    expect(mail.headers['list-unsubscribe']).toBe('<https://iic.example.edu/newsletter/unsubscribe>');
    expect(mail.headers['x-centre-kind']).toBe('welcome');

    const row = await findMail(app.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    expect(await app.mail.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('names every message by the site’s public host in its Message-ID, unique per message', async () => {
    const sink = await smtpServer();
    // The sender's domain differs from the site's host, as when mail goes out through the university's relay.
    const { app } = await testApp({
      smtpUrl: sink.url,
      publicUrl: 'https://innovation.example.edu',
      mailFrom: 'Innovation & Incubation Centre <no-reply@mail.example.org>',
    });

    await app.mail.send(message(21));
    await app.mail.sendNow(message(22));
    await app.mail.send(message(23, { headers: { 'Message-ID': '<fixed-23@innovation.example.edu>' } }));
    await app.mail.deliverDue();
    const ids = ['Message 21', 'Message 22'].map(
      (subject) => sink.received.find((mail) => mail.subject === subject)!.headers['message-id'],
    );
    for (const id of ids) expect(id).toMatch(/^<[\w.-]{16,}@innovation\.example\.edu>$/);
    expect(new Set(ids).size).toBe(2);
    expect(sink.received.find((mail) => mail.subject === 'Message 23')!.headers['message-id']).toBe(
      '<fixed-23@innovation.example.edu>',
    );
    expect(sink.received[0]!.envelopeFrom).toBe('no-reply@mail.example.org');
  });

  it('sendNow() delivers at once, and the code can be read from the message', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });

    await app.mail.sendNow({ to: 'ada@example.edu', ...oneTimeCodeMail('493817', 'login') });
    const mail = await sink.waitFor((received) => received.envelopeTo.includes('ada@example.edu'));
    expect(mail.subject).toBe('Your sign-in code: 493817');
    expect(/\b(\d{6})\b/.exec(mail.text ?? '')?.[1]).toBe('493817');
    expect(mail.html).toContain('493817');
    expect(await app.mail.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('keeps a message the server refuses queued with backoff, then delivers it exactly once', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    const clock = manualClock();
    const mailer = mailerWithClock(app, sink.url, clock);

    sink.refuse(451, 'Try again later');
    const id = await mailer.send(message(1));
    expect(await mailer.deliverDue()).toBe(0);
    let row = await findMail(app.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_at: null });
    expect(row?.last_error).toContain('451');
    expect(row?.next_attempt_at).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    // Still refusing 30 s later: the wait doubles.
    clock.advance(30_000);
    expect(await mailer.deliverDue()).toBe(0);
    row = await findMail(app.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.next_attempt_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());

    // Accepting again, but the retry is not due yet.
    sink.accept();
    clock.advance(59_000);
    expect(await mailer.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(0);

    clock.advance(1_000);
    expect(await mailer.deliverDue()).toBe(1);
    expect(await mailer.deliverDue()).toBe(0);
    clock.advance(24 * 60 * 60_000);
    expect(await mailer.deliverDue()).toBe(0);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Message 1']);
    expect(await findMail(app.db, id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('keeps a message queued while the mail server is down, and delivers it once it is back', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const { app } = await testApp({ smtpUrl: url });
    const clock = manualClock();
    const mailer = mailerWithClock(app, url, clock);

    const id = await mailer.send(message(2));
    expect(await mailer.deliverDue()).toBe(0);
    const row = await findMail(app.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(row!.next_attempt_at > clock.now().toISOString()).toBe(true);

    const sink = await smtpServer(port);
    expect(await mailer.deliverDue()).toBe(0); // not due yet
    clock.advance(30_000);
    expect(await mailer.deliverDue()).toBe(1);
    clock.advance(60 * 60_000);
    expect(await mailer.deliverDue()).toBe(0);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Message 2']);
  });

  it('stops a run at a mail server that cannot be reached: the other messages keep their attempts', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const { app } = await testApp({ smtpUrl: url });
    const clock = manualClock();
    const mailer = mailerWithClock(app, url, clock);

    const ids = [];
    for (let n = 1; n <= 12; n += 1) ids.push(await mailer.send(message(n)));
    expect(await mailer.deliverDue()).toBe(0);
    const rows = await Promise.all(ids.map((id) => findMail(app.db, id)));
    const tried = rows.filter((row) => row!.attempts > 0);
    // The lanes already delivering (at most 4) finish their attempt; nothing further is claimed.
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.length).toBeLessThanOrEqual(4);
    expect(rows.every((row) => row!.status === 'pending' && row!.claimed_at === null)).toBe(true);

    const sink = await smtpServer(port);
    clock.advance(30_000);
    expect(await mailer.deliverDue()).toBe(12);
    expect(sink.received).toHaveLength(12);
  });

  it('sendNow() with the server down throws MailUnavailableError and never delivers the message later', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const { app } = await testApp({ smtpUrl: url });
    const clock = manualClock();
    const mailer = mailerWithClock(app, url, clock);

    const error = await mailer.sendNow(message(3)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailUnavailableError);
    expect((error as MailUnavailableError).statusCode).toBe(503);
    expect((error as Error).message).toMatch(/could not send the email/i);
    // The app's own mailer behaves the same.
    await expect(app.mail.sendNow(message(4))).rejects.toBeInstanceOf(MailUnavailableError);

    const rows = await Promise.all([1, 2].map((id) => findMail(app.db, id)));
    expect(rows.map((row) => row?.status)).toEqual(['cancelled', 'cancelled']);
    expect(rows[0]?.last_error).toBeTruthy();

    const sink = await smtpServer(port);
    for (let hour = 0; hour < 5; hour += 1) {
      clock.advance(60 * 60_000);
      expect(await mailer.deliverDue()).toBe(0);
    }
    expect(sink.received).toHaveLength(0);
  });

  it('sendNow() refused by the server throws MailUnavailableError and cancels the message', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    sink.refuse(550, 'No such user here');
    await expect(app.mail.sendNow(message(5))).rejects.toBeInstanceOf(MailUnavailableError);
    sink.accept();
    expect(await app.mail.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(0);
    expect(await findMail(app.db, 1)).toMatchObject({ status: 'cancelled' });
  });

  it('gives a message up as failed after the last attempt', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    const clock = manualClock();
    const mailer = mailerWithClock(app, sink.url, clock);
    sink.refuse();
    const id = await mailer.send(message(6));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await mailer.deliverDue()).toBe(0);
      expect((await findMail(app.db, id))?.attempts).toBe(attempt);
      clock.advance(2 * 60 * 60_000);
    }
    expect(await findMail(app.db, id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    sink.accept();
    clock.advance(24 * 60 * 60_000);
    expect(await mailer.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(0);
  });

  it('re-claims a message left in "sending" by a crashed process, but cancels an abandoned sendNow()', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    const clock = manualClock();
    const mailer = mailerWithClock(app, sink.url, clock);

    const queued = await mailer.send(message(7));
    const start = clock.now().toISOString();
    // Another process claimed it, then died before recording anything.
    expect(await claimMail(app.db, queued, start, start)).toBeTruthy();
    const immediate = await insertClaimedMail(
      app.db,
      {
        to_address: 'x@example.edu',
        subject: 'Code',
        text_body: '1',
        html_body: '1',
        headers_json: '{}',
        attachments_json: '[]',
      },
      start,
    );

    clock.advance(4 * 60_000);
    expect(await mailer.deliverDue()).toBe(0); // still within the 5 minutes
    clock.advance(61_000);
    expect(await mailer.deliverDue()).toBe(1);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Message 7']);
    expect(await findMail(app.db, queued)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await findMail(app.db, immediate)).toMatchObject({ status: 'cancelled' });
  });

  it('two app instances on one database deliver each message exactly once', async () => {
    const sink = await smtpServer();
    const first = await testApp({ smtpUrl: sink.url });
    const second = await buildApp(testConfig(first.database.settings, { smtpUrl: sink.url }), {
      logger: false,
    });
    await second.ready();
    cleanups.push(() => second.close());

    const count = 30;
    for (let n = 0; n < count; n += 1) await (n % 2 ? first.app : second).mail.send(message(n));
    const sent = await Promise.all([
      first.app.mail.deliverDue(),
      second.mail.deliverDue(),
      first.app.mail.deliverDue(),
      second.mail.deliverDue(),
    ]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(count);
    const subjects = sink.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, n) => `Message ${n}`).sort());
    expect(await Promise.all([first.app.mail.deliverDue(), second.mail.deliverDue()])).toEqual([0, 0]);
  });

  it('refuses a message that could inject headers or name several recipients', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    await expect(app.mail.send(message(8, { to: 'a@example.edu, b@example.edu' }))).rejects.toThrow(
      TypeError,
    );
    await expect(app.mail.send(message(8, { to: 'a@example.edu\r\nBcc: b@example.edu' }))).rejects.toThrow(
      TypeError,
    );
    await expect(app.mail.send(message(8, { headers: { Bcc: 'b@example.edu' } }))).rejects.toThrow(TypeError);
    await expect(
      app.mail.send(message(8, { headers: { 'Message-ID': 'not-an-id\r\nBcc: b@example.edu' } })),
    ).rejects.toThrow(TypeError);
    await expect(
      app.mail.send(message(8, { headers: { 'X-Note': 'a\r\nBcc: b@example.edu' } })),
    ).rejects.toThrow(TypeError);
    // An inline image's id goes into a MIME header: plain characters only.
    const image = {
      filename: 'qr.png',
      contentType: 'image/png',
      content: 'iVBORw0KGgo=',
      encoding: 'base64' as const,
    };
    await expect(
      app.mail.send(message(8, { attachments: [{ ...image, cid: 'qr\r\nBcc: b@example.edu' }] })),
    ).rejects.toThrow(TypeError);
    const id = await app.mail.send(message(8, { subject: 'Line one\r\nBcc: b@example.edu' }));
    expect(await app.mail.deliverDue()).toBe(1);
    expect(sink.received[0]?.subject).toBe('Line one Bcc: b@example.edu');
    expect(sink.received[0]?.headers.bcc).toBeUndefined();
    // A valid inline image travels as a base64 part with its Content-ID, for <img src="cid:…">.
    await app.mail.send(message(9, { attachments: [{ ...image, cid: 'check-in-code.qr' }] }));
    expect(await app.mail.deliverDue()).toBe(1);
    expect(sink.received[1]?.raw).toMatch(/Content-ID: <check-in-code\.qr>/i);
    expect(sink.received[1]?.raw).toContain('iVBORw0KGgo=');
    expect(sink.received[0]?.envelopeTo).toEqual(['person8@example.edu']);
    expect((await findMail(app.db, id))?.status).toBe('sent');
  });

  it('keeps a Message-ID the sender fixed, so a repeat is recognisably the same mail', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    await app.mail.send(message(9, { headers: { 'Message-ID': '<issue-7-person9@iic.example.edu>' } }));
    expect(await app.mail.deliverDue()).toBe(1);
    expect(sink.received[0]?.headers['message-id']).toBe('<issue-7-person9@iic.example.edu>');
  });

  it('queues inside a caller’s transaction: nothing is sent when it rolls back', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url });
    await app.db
      .transaction()
      .execute(async (trx) => {
        await app.mail.send(message(9), trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const id = await app.db.transaction().execute((trx) => app.mail.send(message(10), trx));
    expect(await app.mail.deliverDue()).toBe(1);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Message 10']);
    expect((await findMail(app.db, id))?.status).toBe('sent');
  });
});

describe('a mail server outage, through the real routes', () => {
  it('loses nothing queued while the mail server is down and delivers everything once it is back', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const centre = 'centre.inbox@iic.example.edu';
    const adminEmail = 'director@iic.example.edu';
    const { app } = await testApp({ smtpUrl: url, adminEmails: [adminEmail], centreInbox: centre });
    const author = await signIn(app, 'founder@soilsense.example.com');
    const admin = await signIn(app, adminEmail);
    const post = async (route: string, payload: object, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'POST', url: route, payload, headers });
      expect(response.statusCode, response.body).toBe(201);
    };

    // With nothing listening on the mail port, people still get their answers: mail waits.
    await post('/api/contact', { name: 'Asha Rao', email: 'asha@example.org', message: 'Can we visit?' });
    await post(
      '/api/ideas',
      {
        title: 'Solar cold storage',
        mainTag: 'CleanTech',
        description: 'A low-cost cold room for farmers.',
        ownerName: 'Ravi Kumar',
        designation: 'B.Tech student',
        contact: '+91 98765 43210',
      },
      author.headers,
    );
    await post(
      '/api/company-verification',
      {
        companyName: 'Soil Sense Pvt Ltd',
        companyWebsite: 'https://soilsense.example.com',
        linkedinUrl: 'https://www.linkedin.com/company/soilsense',
        additionalInfo: 'Agritech startup incubated since 2024.',
      },
      author.headers,
    );
    const pending = await app.inject({
      method: 'GET',
      url: '/api/company-verifications?status=pending',
      headers: admin.headers,
    });
    const [request] = pending.json<{ items: { id: number }[] }>().items;
    const decision = await app.inject({
      method: 'PATCH',
      url: `/api/company-verification/${request!.id}`,
      payload: { status: 'approved' },
      headers: admin.headers,
    });
    expect(decision.statusCode, decision.body).toBe(200);

    // Two delivery runs fail while the server is down; each message waits for its next attempt.
    const clock = manualClock(new Date());
    const mailer = mailerWithClock(app, url, clock);
    expect(await mailer.deliverDue()).toBe(0);
    clock.advance(30_000);
    expect(await mailer.deliverDue()).toBe(0);
    const queued = await app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .execute();
    expect(queued).toHaveLength(4);
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    }

    const sink = await smtpServer(port);
    clock.advance(60_000);
    expect(await mailer.deliverDue()).toBe(4);
    clock.advance(24 * 60 * 60_000);
    expect(await mailer.deliverDue()).toBe(0);
    const delivered = sink.received.map((mail) => [mail.envelopeTo.join(','), mail.subject]).sort();
    expect(delivered).toEqual(
      [
        [centre, 'Company verification request: Soil Sense Pvt Ltd'],
        [centre, 'Contact form: Asha Rao'],
        [centre, 'New idea submitted: Solar cold storage'],
        [author.email, 'Soil Sense Pvt Ltd is verified'],
      ].sort(),
    );
    const statuses = await app.db.selectFrom('mail_outbox').select('status').execute();
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});

describe('the mail worker', () => {
  it('delivers queued mail by itself, woken by send()', async () => {
    const sink = await smtpServer();
    const { app } = await testApp({ smtpUrl: sink.url, mailWorker: true });
    const started = Date.now();
    await app.mail.send(message(11));
    const mail = await sink.waitFor((received) => received.subject === 'Message 11', 4_000);
    expect(mail.text).toBe('Hello number 11');
    // Woken, not waiting for the next poll: well under the interval even on a loaded machine.
    expect(Date.now() - started).toBeLessThan(MAIL_POLL_INTERVAL_MS - 1_000);
  });

  it('stops within the shutdown budget while the mail server hangs, leaving the message due again', async () => {
    // A server that accepts connections and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;

    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const app = await buildApp(testConfig(database.settings, { smtpUrl: url, mailWorker: true }), {
      logger: false,
    });
    let closed = false;
    cleanups.push(async () => closed || (await app.close()));
    await app.ready();
    const observer = await buildApp(testConfig(database.settings), { logger: false });
    cleanups.push(() => observer.close());

    const id = await app.mail.send(message(12));
    await expect.poll(() => sockets.size, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await findMail(observer.db, id))?.status).toBe('sending');

    const closing = Date.now();
    await app.close();
    closed = true;
    // Bounded by the grace period, not by the mail server (which never answers); the margin is for a
    // loaded machine, the test's own timeout for a close that waits forever.
    expect(Date.now() - closing).toBeLessThan(MAIL_SHUTDOWN_GRACE_MS + 10_000);

    const row = await findMail(observer.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_at: null });
    expect(row!.next_attempt_at <= new Date().toISOString()).toBe(true);
  });
});
