import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_VERIFICATION_MESSAGES } from '#common/company-verification';
import { WORK_PROFILE_MESSAGES as W } from '#common/work-profile';
import {
  codeIn,
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const DOMAINS = ['iic.example.edu', 'partner.example.ac.in'];
let sink: SmtpTestServer;
let nextMailFor: ReturnType<typeof mailboxReader>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  nextMailFor = mailboxReader(sink);
  t = await createTestApp({ smtpUrl: sink.url, universityEmailDomains: DOMAINS });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

let counter = 0;
async function newUser() {
  const user = await signIn(t.app, `person${++counter}@gmail.example.com`);
  return { ...user, auth: user.headers };
}
const uniEmail = (local = `s${++counter}`) => `${local}@iic.example.edu`;

type Auth = Record<string, string>;
let addressCounter = 0;
const sendCode = (
  auth: Auth,
  payload: object,
  remoteAddress = `198.51.100.${(++addressCounter % 250) + 1}`,
) =>
  t.app.inject({ method: 'POST', url: '/api/work-profile/send-code', headers: auth, payload, remoteAddress });
const verify = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/work-profile/verify', headers: auth, payload });
/** Lets the resend cooldown pass without waiting for it. */
async function ageCode(email: string) {
  const past = new Date(Date.now() - 60_000).toISOString();
  await t.app.db.updateTable('one_time_codes').set({ created_at: past }).where('email', '=', email).execute();
}
const me = async (auth: Auth) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json();

/** Sends a code to `email` and reads it from the delivered mail. */
async function codeFor(auth: Auth, email: string, role = 'student') {
  const response = await sendCode(auth, { role, email });
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe(W.codeSent(email));
  return codeIn(await nextMailFor(email));
}

describe('university email verification', () => {
  it('needs a signed-in user', async () => {
    expect((await sendCode({}, { role: 'student', email: uniEmail() })).statusCode).toBe(401);
    expect((await verify({}, { role: 'student', email: uniEmail(), code: '123456' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/work-profile' })).statusCode).toBe(401);
  });

  it('mails a code to a university address; the code marks the user verified', async () => {
    const user = await newUser();
    const email = uniEmail('a.b');
    const code = await codeFor(user.auth, email);
    const stored = await t.app.db
      .selectFrom('one_time_codes')
      .select(['purpose', 'code_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('work_email');
    expect(stored.code_hash).not.toContain(code);

    const response = await verify(user.auth, { role: 'student', email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Student — verified as a.b@iic.example.edu');
    const profile = await me(user.auth);
    expect(profile.affiliation).toMatchObject({ role: 'student', email });
    expect(Date.parse(profile.affiliation.verifiedAt)).not.toBeNaN();
    const workProfile = await t.app.inject({ method: 'GET', url: '/api/work-profile', headers: user.auth });
    expect(workProfile.json()).toMatchObject({
      affiliation: { role: 'student', email },
      acceptedDomains: DOMAINS,
    });
  });

  it('refuses another domain, naming the accepted ones; accepts a subdomain', async () => {
    const user = await newUser();
    for (const email of ['x@gmail.com', 'x@iic.example.edu.evil.com', 'x@notiic.example.edu']) {
      const response = await sendCode(user.auth, { role: 'student', email });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(W.wrongDomain(DOMAINS));
      expect(response.json().fieldErrors.email).toContain('@iic.example.edu or @partner.example.ac.in');
    }
    expect(sink.received.some((mail) => mail.envelopeTo.includes('x@gmail.com'))).toBe(false);

    const email = 'prof.rao@cse.partner.example.ac.in';
    const code = await codeFor(user.auth, email, 'professor');
    const response = await verify(user.auth, { role: 'professor', email, code });
    expect(response.statusCode).toBe(200);
    expect((await me(user.auth)).affiliation).toMatchObject({ role: 'professor', email });
  });

  it('validates role, email and code', async () => {
    const user = await newUser();
    const noRole = await sendCode(user.auth, { role: 'startup', email: uniEmail() });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().fieldErrors.role).toBe(W.roleRequired);
    const badEmail = await sendCode(user.auth, { role: 'student', email: 'nope' });
    expect(badEmail.json().fieldErrors.email).toBe('Please enter a valid email address');
    const noCode = await verify(user.auth, { role: 'student', email: uniEmail(), code: '' });
    expect(noCode.json().fieldErrors.code).toBe(W.codeRequired);
    const shortCode = await verify(user.auth, { role: 'student', email: uniEmail(), code: '12a' });
    expect(shortCode.json().fieldErrors.code).toBe(W.codeFormat);
  });

  it('refuses a wrong code, then still accepts the right one', async () => {
    const user = await newUser();
    const email = uniEmail();
    const code = await codeFor(user.auth, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await verify(user.auth, { role: 'student', email, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: W.wrongCode, fieldErrors: { code: W.wrongCode } });
    expect((await me(user.auth)).affiliation).toBeNull();
    expect((await verify(user.auth, { role: 'student', email, code })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await newUser();
    const email = uniEmail();
    const code = await codeFor(user.auth, email);
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .where('purpose', '=', 'work_email')
      .execute();
    const response = await verify(user.auth, { role: 'student', email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(W.wrongCode);
    expect((await me(user.auth)).affiliation).toBeNull();
  });

  it('refuses a code used once already', async () => {
    const user = await newUser();
    const other = await newUser();
    const email = uniEmail();
    const code = await codeFor(user.auth, email);
    expect((await verify(user.auth, { role: 'student', email, code })).statusCode).toBe(200);
    const reused = await verify(other.auth, { role: 'professor', email, code });
    expect(reused.statusCode).toBe(400);
    expect((await me(other.auth)).affiliation).toBeNull();
    expect((await me(user.auth)).affiliation.role).toBe('student');
  });

  it('refuses a code sent to another address', async () => {
    const user = await newUser();
    const mine = uniEmail();
    const someoneElses = uniEmail();
    const code = await codeFor(user.auth, mine);
    const response = await verify(user.auth, { role: 'student', email: someoneElses, code });
    expect(response.statusCode).toBe(400);
    expect((await me(user.auth)).affiliation).toBeNull();
  });

  it('refuses a code redeemed by another account than the one that asked', async () => {
    const asker = await newUser();
    const thief = await newUser();
    const email = uniEmail();
    const code = await codeFor(asker.auth, email);
    const stolen = await verify(thief.auth, { role: 'student', email, code });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(W.wrongCode);
    expect((await me(thief.auth)).affiliation ?? null).toBeNull();
    // The try counted against the code, but the asker can still use it.
    expect((await verify(asker.auth, { role: 'student', email, code })).statusCode).toBe(200);
  });

  it('binds the role chosen when the code was sent', async () => {
    const user = await newUser();
    const email = uniEmail();
    const code = await codeFor(user.auth, email, 'student');
    const promoted = await verify(user.auth, { role: 'professor', email, code });
    expect(promoted.statusCode).toBe(400);
    expect((await verify(user.auth, { role: 'student', email, code })).json().affiliation.role).toBe(
      'student',
    );
  });

  it('lets one university address verify one account only', async () => {
    const first = await newUser();
    const second = await newUser();
    const email = uniEmail();
    expect(
      (await verify(first.auth, { role: 'student', email, code: await codeFor(first.auth, email) }))
        .statusCode,
    ).toBe(200);
    const asked = await sendCode(second.auth, { role: 'student', email });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(W.emailTaken);
    // The owner may verify it again (a new role, say).
    await ageCode(email);
    const again = await verify(first.auth, {
      role: 'professor',
      email,
      code: await codeFor(first.auth, email, 'professor'),
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a login code for the same address (codes are bound to their purpose)', async () => {
    const user = await newUser();
    const email = uniEmail();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email } });
    expect(login.statusCode).toBe(200);
    const code = codeIn(await nextMailFor(email));
    expect((await verify(user.auth, { role: 'student', email, code })).statusCode).toBe(400);
  });

  it('keeps the resend cooldown of one-time codes', async () => {
    const user = await newUser();
    const email = uniEmail();
    const address = '203.0.113.41';
    expect((await sendCode(user.auth, { role: 'student', email }, address)).statusCode).toBe(200);
    await nextMailFor(email);
    const again = await sendCode(user.auth, { role: 'student', email }, address);
    expect(again.statusCode).toBe(429);
  });

  it("counts only the asking account's tries: another account cannot use up someone's code", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const email = uniEmail();
    const code = await codeFor(owner.auth, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 8; i += 1) {
      const response = await verify(stranger.auth, { role: 'student', email, code: i === 7 ? code : wrong });
      expect(response.statusCode).toBe(400);
    }
    expect((await verify(owner.auth, { role: 'student', email, code })).statusCode).toBe(200);
  });

  it('says so when the mail server is down, and lets the user ask again at once', async () => {
    const user = await newUser();
    const email = uniEmail();
    sink.refuse();
    try {
      const response = await sendCode(user.auth, { role: 'student', email });
      expect(response.statusCode).toBe(503);
    } finally {
      sink.accept();
    }
    await codeFor(user.auth, email);
  });
});

describe('startup verification form', () => {
  const STARTUP = {
    name: 'Kisan Drones',
    website: 'https://kisandrones.example.com',
    description: 'Drones that spray precisely; two founders from the 2023 batch.',
  };
  const submit = (auth: Auth, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/work-profile/startup', headers: auth, payload });

  it('validates name, website and description', async () => {
    const user = await newUser();
    const response = await submit(user.auth, { name: ' ', website: 'kisan', description: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: W.startupNameRequired,
      website: COMPANY_VERIFICATION_MESSAGES.invalidUrl,
      description: W.startupDescriptionRequired,
    });
    const badLinkedin = await submit(user.auth, { ...STARTUP, linkedinUrl: 'nope' });
    expect(badLinkedin.json().fieldErrors.linkedinUrl).toBe(COMPANY_VERIFICATION_MESSAGES.invalidUrl);
  });

  it('opens a company verification request under the user’s own email, once', async () => {
    const user = await newUser();
    const response = await submit(user.auth, STARTUP);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: W.requestSent('Kisan Drones'), status: 'pending' });
    const row = await t.app.db
      .selectFrom('company_verifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_email: user.email,
      company_name: STARTUP.name,
      company_website: STARTUP.website,
      additional_info: STARTUP.description,
      linkedin_url: null,
      status: 'pending',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/company-verification-status',
      headers: user.auth,
    });
    expect(status.json().status).toBe('pending');
    const again = await submit(user.auth, { ...STARTUP, linkedinUrl: 'https://linkedin.com/company/kisan' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_VERIFICATION_MESSAGES.alreadyPending);
  });
});
