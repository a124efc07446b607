import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, type OtpPurpose } from '#common/auth';
import { buildApp } from '#server/app';
import {
  codeIn,
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import {
  createTestApp,
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestApp,
} from '#server/test-support/test-app';

const ADMIN = 'director@iic.example.edu';
let sink: SmtpTestServer;
let nextMailFor: ReturnType<typeof mailboxReader>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  nextMailFor = mailboxReader(sink);
  t = await createTestApp({ smtpUrl: sink.url, adminEmails: [ADMIN] });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
afterEach(() => {
  sink.accept();
});

let counter = 0;
const freshEmail = () => `person${++counter}.${Date.now()}@example.org`;

let addressCounter = 0;
/** Each person from their own address, so the per-address limits only bite where a test wants them. */
const nextAddress = () => `198.51.${(++addressCounter >> 8) % 250}.${(addressCounter % 250) + 1}`;
const addresses = new Map<string, string>();
const addressOf = (email: string) => {
  const key = email.trim().toLowerCase();
  if (!addresses.has(key)) addresses.set(key, nextAddress());
  return addresses.get(key)!;
};
/** The attempt id each email's last code was bound to: the browser that asked keeps it in a cookie. */
const attempts = new Map<string, string>();
const ATTEMPT_COOKIE = 'sign-in-attempt';
function attemptIn(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === ATTEMPT_COOKIE)?.value;
}
async function sendOtp(
  email: string,
  { remoteAddress = addressOf(email), headers = {} as Record<string, string>, app = t.app } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { email },
    headers,
    remoteAddress,
  });
  const attempt = attemptIn(response);
  if (attempt) attempts.set(email.trim().toLowerCase(), attempt);
  return response;
}
/** Tests use the session as a bearer token, so they ask for it (docs/product.md#sessions). */
const BEARER = { prefer: 'bearer-token' };
/** A try from the browser that asked for the email's code. */
function verifyOtp(
  email: string,
  otp: string,
  headers: Record<string, string> = BEARER,
  { remoteAddress = addressOf(email), attempt = attempts.get(email), app = t.app } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp },
    headers,
    remoteAddress,
    ...(attempt ? { cookies: { [ATTEMPT_COOKIE]: attempt } } : {}),
  });
}
/** Lets the resend cooldown pass without waiting 15 s. */
async function ageCode(email: string, seconds: number) {
  const past = new Date(Date.now() - seconds * 1000).toISOString();
  for (const table of ['one_time_codes', 'code_requests'] as const)
    await t.app.db.updateTable(table).set({ created_at: past }).where('email', '=', email).execute();
}
/** Records `count` earlier requests for this email, as if made `secondsAgo` ago. */
async function pastRequests(
  email: string,
  count: number,
  secondsAgo: number,
  purpose: OtpPurpose = 'login',
  ip = addressOf(email),
) {
  const created_at = new Date(Date.now() - secondsAgo * 1000).toISOString();
  await t.app.db
    .insertInto('code_requests')
    .values(Array.from({ length: count }, () => ({ email, ip, purpose, created_at })))
    .execute();
}
/** The Set-Cookie line of the named cookie in an answer. */
function sessionCookieIn(response: { headers: Record<string, unknown> }, name: string): string {
  const lines = [response.headers['set-cookie'] ?? []].flat().map(String);
  return lines.find((line) => line.startsWith(`${name}=`)) ?? '';
}
async function signInByCode(email: string) {
  expect((await sendOtp(email)).statusCode).toBe(200);
  const code = codeIn(await nextMailFor(email));
  const response = await verifyOtp(email, code);
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; user: { email: string; role: string; id: number } };
}

describe('POST /api/auth/send-otp', () => {
  it('asks for an email, then a valid one', async () => {
    const empty = await sendOtp('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LOGIN_MESSAGES.emailRequired);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.email).toBe(LOGIN_MESSAGES.emailRequired);
    const invalid = await sendOtp('not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(LOGIN_MESSAGES.invalidEmail);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: freshEmail(), role: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('mails a 6-digit code through SMTP and stores only its hash', async () => {
    const email = freshEmail();
    const response = await sendOtp(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LOGIN_MESSAGES.sent, cooldownSeconds: 15 });
    const mail = await nextMailFor(email);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(code);
    const row = await t.app.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('login');
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60 * 1000);
  });

  it('lower-cases and trims the email', async () => {
    const email = freshEmail();
    expect((await sendOtp(`  ${email.toUpperCase()} `)).statusCode).toBe(200);
    const code = codeIn(await nextMailFor(email));
    expect((await verifyOtp(email, code)).statusCode).toBe(200);
  });

  it('answers 429 with the seconds left during the 15 s cooldown', async () => {
    const email = freshEmail();
    expect((await sendOtp(email)).statusCode).toBe(200);
    await nextMailFor(email);
    const again = await sendOtp(email);
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15);
    expect(again.json().message).toBe(LOGIN_MESSAGES.cooldown(seconds));
  });

  it('slows repeated codes for one email with a cooldown that grows to at most 5 minutes', async () => {
    // docs/decisions/017-code-budgets.md: 15 s, 15 s, 30 s, 1, 2, 4 min, then 5 min however many.
    const expected = [15, 15, 30, 60, 120, 240, 300, 300, 300];
    for (const [index, wait] of expected.entries()) {
      const email = freshEmail();
      await pastRequests(email, index + 1, 1);
      const response = await sendOtp(email);
      expect({ count: index + 1, status: response.statusCode }).toEqual({ count: index + 1, status: 429 });
      expect(response.headers['retry-after']).toBe(String(wait - 1));
      expect(response.json().message).toBe(LOGIN_MESSAGES.cooldown(wait - 1));
    }
    // After the longest wait the next code is sent, and the answer says how long the next wait is.
    const email = freshEmail();
    await pastRequests(email, 7, 301);
    const answer = await sendOtp(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().cooldownSeconds).toBe(300);
    expect((await sendOtp(freshEmail())).json().cooldownSeconds).toBe(15);
  });

  it('keeps each purpose its own budget: unsubscribe and work codes never block sign-in', async () => {
    const email = freshEmail();
    await pastRequests(email, 8, 5, 'unsubscribe');
    await pastRequests(email, 8, 5, 'work_email');
    expect((await sendOtp(email)).statusCode).toBe(200);
  });

  it('starts the cooldown over once a code has been used', async () => {
    const email = freshEmail();
    await pastRequests(email, 6, 400);
    await signInByCode(email);
    const again = await sendOtp(email);
    expect(again.statusCode).toBe(200);
    expect(again.json().cooldownSeconds).toBe(15);
  });

  it('lets a whole campus behind one address sign in: only unused codes count against it', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 25; i += 1) {
      const email = freshEmail();
      const sent = await sendOtp(email, { remoteAddress: ip });
      expect({ i, status: sent.statusCode }).toEqual({ i, status: 200 });
      const code = codeIn(await nextMailFor(email));
      expect((await verifyOtp(email, code, BEARER, { remoteAddress: ip })).statusCode).toBe(200);
    }
  });

  it('limits unused codes per address per hour', async () => {
    const ip = '203.0.113.9';
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('code_requests')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          email: `x${i}@example.org`,
          ip,
          purpose: 'login',
          created_at: now,
        })),
      )
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: freshEmail() },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(LOGIN_MESSAGES.tooManyCodes);
  });

  it('answers the same whether or not the email has an account', async () => {
    const known = freshEmail();
    await signInByCode(known);
    await ageCode(known, 20);
    const unknown = freshEmail();
    const a = await sendOtp(known);
    const b = await sendOtp(unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('tells the user when the mail server is down, and lets them try again at once', async () => {
    const email = freshEmail();
    sink.refuse();
    const response = await sendOtp(email);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(LOGIN_MESSAGES.mailUnavailable);
    expect(
      await t.app.db.selectFrom('one_time_codes').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    sink.accept();
    expect((await sendOtp(email)).statusCode).toBe(200);
    const code = codeIn(await nextMailFor(email));
    expect((await verifyOtp(email, code)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('signs in with the mailed code: user created, session cookie set', async () => {
    const email = freshEmail();
    await sendOtp(email);
    const code = codeIn(await nextMailFor(email));
    const response = await verifyOtp(email, code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email, role: 'user', fullName: '' });
    const cookie = sessionCookieIn(response, 'session');
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const stored = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(body.token);
    expect(response.headers['preference-applied']).toBe('bearer-token');
  });

  it('keeps the token out of the answer unless the client asks for a bearer token', async () => {
    const email = freshEmail();
    await sendOtp(email);
    const response = await verifyOtp(email, codeIn(await nextMailFor(email)), {});
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['user']);
    expect(response.headers['preference-applied']).toBeUndefined();
    // The browser's session is the cookie, which still works.
    const session = /^session=([^;]+)/.exec(sessionCookieIn(response, 'session'))![1]!;
    expect(response.body).not.toContain(session);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { session } });
    expect(me.json().email).toBe(email);
  });

  it('refuses a code used once already', async () => {
    const email = freshEmail();
    await sendOtp(email);
    const code = codeIn(await nextMailFor(email));
    expect((await verifyOtp(email, code)).statusCode).toBe(200);
    const reuse = await verifyOtp(email, code);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(LOGIN_MESSAGES.invalidCode);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await sendOtp(email);
    const code = codeIn(await nextMailFor(email));
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect((await verifyOtp(email, code)).statusCode).toBe(401);
  });

  it('kills the code after 5 wrong tries', async () => {
    const email = freshEmail();
    await sendOtp(email);
    const code = codeIn(await nextMailFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await verifyOtp(email, i === 2 ? 'abc' : wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(LOGIN_MESSAGES.invalidCode);
    }
    expect((await verifyOtp(email, code)).statusCode).toBe(401);
  });

  it('binds the code to its email and purpose, and a new code replaces the old', async () => {
    const email = freshEmail();
    await sendOtp(email);
    const first = codeIn(await nextMailFor(email));
    expect((await verifyOtp(freshEmail(), first)).statusCode).toBe(401);
    await t.app.db
      .updateTable('one_time_codes')
      .set({ purpose: 'unsubscribe' })
      .where('email', '=', email)
      .execute();
    expect((await verifyOtp(email, first)).statusCode).toBe(401);
    await t.app.db
      .updateTable('one_time_codes')
      .set({ purpose: 'login' })
      .where('email', '=', email)
      .execute();
    await ageCode(email, 20);
    await sendOtp(email);
    const second = codeIn(await nextMailFor(email));
    if (second !== first) expect((await verifyOtp(email, first)).statusCode).toBe(401);
    expect((await verifyOtp(email, second)).statusCode).toBe(200);
  });

  it('gives a new session token at every sign-in', async () => {
    const email = freshEmail();
    const one = await signInByCode(email);
    await ageCode(email, 20);
    const two = await signInByCode(email);
    expect(two.token).not.toBe(one.token);
    expect(two.user.id).toBe(one.user.id);
  });
});

describe('sessions, profile and roles', () => {
  it('GET /api/me needs a session; the cookie and a Bearer token both work', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const { token } = await signInByCode(freshEmail());
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { session: token } });
    expect(byCookie.statusCode).toBe(200);
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers['cache-control']).toBe('no-store');
    const bogus = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { session: 'x'.repeat(43) } });
    expect(bogus.statusCode).toBe(401);
  });

  it('logout really ends the session on the server', async () => {
    const { token } = await signInByCode(freshEmail());
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { session: token } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/session=;/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends sessions idle for over 7 days and any session after 30 days', async () => {
    const idle = await signInByCode(freshEmail());
    const old = await signInByCode(freshEmail());
    const day = 24 * 60 * 60 * 1000;
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 8 * day).toISOString() })
      .where('user_id', '=', idle.user.id)
      .execute();
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', old.user.id)
      .execute();
    for (const { token } of [idle, old]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('PATCH /api/me edits full name, phone, location and bio only', async () => {
    const { token } = await signInByCode(freshEmail());
    const auth = { authorization: `Bearer ${token}` };
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: auth,
      payload: {
        fullName: '  Asha Verma ',
        phone: '+91 98765 43210',
        location: 'Pune',
        bio: 'Robotics student.',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      fullName: 'Asha Verma',
      phone: '+91 98765 43210',
      location: 'Pune',
      bio: 'Robotics student.',
    });
    const roleChange = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: auth,
      payload: { role: 'admin' },
    });
    expect(roleChange.statusCode).toBe(400);
    expect(roleChange.json().fieldErrors.role).toBeDefined();
    const emailChange = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: auth,
      payload: { email: 'x@y.z' },
    });
    expect(emailChange.statusCode).toBe(400);
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: auth,
      payload: { bio: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bio must be at most 1000 characters');
    const badPhone = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: auth,
      payload: { phone: 'call me' },
    });
    expect(badPhone.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(me.json()).toMatchObject({ fullName: 'Asha Verma', bio: 'Robotics student.', role: 'user' });
  });

  it('ADMIN_EMAILS makes an admin, decided on the server at every request', async () => {
    const { token, user } = await signInByCode(ADMIN);
    expect(user.role).toBe('admin');
    t.app.config.adminEmails.splice(0);
    try {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().role).toBe('user');
    } finally {
      t.app.config.adminEmails.push(ADMIN);
    }
  });

  it('refuses state-changing requests from another origin', async () => {
    const email = freshEmail();
    const evil = await sendOtp(email, { headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    const crossSite = await sendOtp(email, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const nullOrigin = await sendOtp(email, { headers: { origin: 'null' } });
    expect(nullOrigin.statusCode).toBe(403);
    const same = await sendOtp(email, {
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    await nextMailFor(email);
  });
});

describe('access declarations', () => {
  it('admin routes give 401 to visitors, 403 to users and succeed for admins', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings, { smtpUrl: sink.url, adminEmails: [ADMIN] }), {
      logger: false,
    });
    app.get('/api/test-admin-only', { config: { access: 'admin' }, schema: probeSchema }, async () => ({
      ok: true,
    }));
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/test-admin-only' })).statusCode).toBe(401);
      await sendOtp('plain@example.org', { app });
      const userCode = codeIn(await nextMailFor('plain@example.org'));
      const user = await verifyOtp('plain@example.org', userCode, BEARER, { app });
      const forbidden = await app.inject({
        method: 'GET',
        url: '/api/test-admin-only',
        headers: { authorization: `Bearer ${user.json().token}` },
      });
      expect(forbidden.statusCode).toBe(403);
      await sendOtp(ADMIN, { app });
      const admin = await verifyOtp(ADMIN, codeIn(await nextMailFor(ADMIN)), BEARER, { app });
      const allowed = await app.inject({
        method: 'GET',
        url: '/api/test-admin-only',
        headers: { authorization: `Bearer ${admin.json().token}` },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('an /api route that does not declare its access stops the app from starting', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings), { logger: false });
    try {
      expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/does not declare its access/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('production cookie', () => {
  it('is __Host-session, Secure, HttpOnly and SameSite=Lax', async () => {
    const production = await createTestApp({
      env: 'production',
      smtpUrl: sink.url,
      publicUrl: 'https://iic.example.edu',
      adminEmails: [ADMIN],
    });
    try {
      const email = freshEmail();
      const sent = await production.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email },
      });
      // The attempt id of the code: as strict as a cookie can be (docs/decisions/034-codes-bound-to-the-client.md).
      const attempt = sessionCookieIn(sent, '__Host-sign-in-attempt');
      expect(attempt).toMatch(/^__Host-sign-in-attempt=[A-Za-z0-9_-]{22};/);
      for (const part of ['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=600'])
        expect(attempt).toContain(part);
      const code = codeIn(await nextMailFor(email));
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email, otp: code },
        cookies: { '__Host-sign-in-attempt': sent.cookies[0]!.value },
      });
      const cookie = sessionCookieIn(response, '__Host-session');
      expect(cookie).toMatch(/^__Host-session=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Domain');
    } finally {
      await production.close();
    }
  });
});

describe('POST /api/auth/google', () => {
  const CLIENT_ID = 'test-client.apps.googleusercontent.com';
  let keys: { privateKey: CryptoKey; publicKey: CryptoKey };
  let otherKeys: { privateKey: CryptoKey; publicKey: CryptoKey };
  let jwksServer: http.Server;
  let g: TestApp;

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    otherKeys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
    jwksServer = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', () => resolve()));
    const port = (jwksServer.address() as AddressInfo).port;
    g = await createTestApp({
      smtpUrl: sink.url,
      googleClientId: CLIENT_ID,
      googleJwksUrl: `http://127.0.0.1:${port}/certs`,
    });
  });
  afterAll(async () => {
    await g?.close();
    await new Promise((resolve) => jwksServer?.close(resolve));
  });

  async function idToken(
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; issuer?: string; audience?: string; expiresIn?: string | number } = {},
  ) {
    return new SignJWT({
      email: 'founder@startup.example',
      email_verified: true,
      name: 'Neha Gupta',
      picture: 'https://lh3.googleusercontent.com/a/x',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? keys.privateKey);
  }
  const google = (credential: string) =>
    g.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

  it('publishes the client id so the browser can show the button', async () => {
    expect((await g.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      googleClientId: CLIENT_ID,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      googleClientId: null,
    });
    const csp = String((await g.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(
      String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']),
    ).not.toContain('accounts.google.com');
  });

  it('signs in with a valid token and links to the account with that email', async () => {
    const first = await google(await idToken({ azp: CLIENT_ID }));
    expect(first.json().token).toBeUndefined();
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'founder@startup.example', fullName: 'Neha Gupta' });
    expect(String(first.headers['set-cookie'])).toMatch(/^session=/);
    const again = await google(await idToken({ email: 'Founder@Startup.example' }));
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('links to an account first made by an email code', async () => {
    const email = freshEmail();
    await sendOtp(email, { app: g.app });
    const byCode = await verifyOtp(email, codeIn(await nextMailFor(email)), BEARER, { app: g.app });
    const byGoogle = await google(await idToken({ email }));
    expect(byGoogle.json().user.id).toBe(byCode.json().user.id);
  });

  for (const [label, make] of [
    ['a wrong signature', () => idToken({}, { key: otherKeys.privateKey })],
    ['a wrong audience', () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    [
      'a token issued to another app (azp)',
      () => idToken({ azp: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['a wrong issuer', () => idToken({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ['an unverified email', () => idToken({ email_verified: false })],
    ['no email', () => idToken({ email: undefined })],
  ] as const) {
    it(`refuses ${label}`, async () => {
      const response = await google(await make());
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(LOGIN_MESSAGES.googleFailed);
    });
  }

  it('refuses garbage and is not available when Google is not configured', async () => {
    expect((await google('not.a.jwt')).statusCode).toBe(401);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: await idToken() },
    });
    expect(off.statusCode).toBe(404);
  });
});
