import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_VERIFICATION_MESSAGES as M } from '#common/company-verification';
import { signIn } from '#server/test-support/sign-in';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { hasApprovedCompanyVerification } from './repository';

const ADMIN = 'director@iic.example.edu';
const INBOX = 'centre.inbox@iic.example.edu';
const env = useMailTestApp({ adminEmails: [ADMIN], centreInbox: INBOX });

let counter = 0;
/** A new user with a session; answers its id, email and session headers. */
async function newUser(email = `company${++counter}@startup.example.com`) {
  const user = await signIn(env.t.app, email);
  return { ...user, auth: user.headers };
}

const VALID = {
  companyName: 'Soil Sense Pvt Ltd',
  companyWebsite: 'https://soilsense.example.com',
  linkedinUrl: 'https://www.linkedin.com/company/soilsense',
  socialMediaUrl: 'https://x.example.com/soilsense',
  additionalInfo: 'Agritech startup incubated since 2024; we would like to hire two interns.',
};

type Auth = Record<string, string>;
const submit = (auth: Auth, payload: unknown) =>
  env.t.app.inject({
    method: 'POST',
    url: '/api/company-verification',
    headers: auth,
    payload: payload as object,
  });
const status = (auth: Auth) =>
  env.t.app.inject({ method: 'GET', url: '/api/company-verification-status', headers: auth });
const list = (auth: Auth, query = '') =>
  env.t.app.inject({ method: 'GET', url: `/api/company-verifications${query}`, headers: auth });
const decide = (auth: Auth, id: number | string, decision: string) =>
  env.t.app.inject({
    method: 'PATCH',
    url: `/api/company-verification/${id}`,
    headers: auth,
    payload: { status: decision },
  });

let admin: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  admin = await newUser(ADMIN);
});

describe('POST /api/company-verification', () => {
  it('needs a signed-in user', async () => {
    const response = await submit({}, VALID);
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['companyName', { companyName: '  ' }, M.companyNameRequired],
    ['companyName', { companyName: undefined }, M.companyNameRequired],
    ['companyWebsite', { companyWebsite: '' }, M.companyWebsiteRequired],
    ['companyWebsite', { companyWebsite: 'soilsense' }, M.invalidUrl],
    ['companyWebsite', { companyWebsite: 'javascript:alert(1)' }, M.invalidUrl],
    ['linkedinUrl', { linkedinUrl: undefined }, M.linkedinUrlRequired],
    ['linkedinUrl', { linkedinUrl: 'linkedin dot com' }, M.invalidUrl],
    ['socialMediaUrl', { socialMediaUrl: 'not a url' }, M.invalidUrl],
    ['additionalInfo', { additionalInfo: '   ' }, M.additionalInfoRequired],
    ['additionalInfo', { additionalInfo: 'x'.repeat(2001) }, M.tooLong('Additional information', 2000)],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    const user = await newUser();
    const response = await submit(user.auth, { ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect((await status(user.auth)).json().status).toBeNull();
  });

  it('takes the email from the session and refuses one in the body, or a status or time', async () => {
    const user = await newUser();
    for (const extra of [
      { userEmail: 'someone.else@example.com' },
      { status: 'approved' },
      { submittedAt: '2020-01-01T00:00:00.000Z' },
    ]) {
      const response = await submit(user.auth, { ...VALID, ...extra });
      expect(response.statusCode).toBe(400);
      const field = Object.keys(extra)[0]!;
      expect(response.json().fieldErrors[field]).toBe(`Unknown field "${field}"`);
    }
    expect((await status(user.auth)).json().status).toBeNull();

    const before = Date.now();
    const response = await submit(user.auth, { ...VALID, socialMediaUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: M.success, status: 'pending' });
    const items = (await list(admin.auth)).json().items as { userEmail: string; id: number }[];
    const mine = items.find((item) => item.userEmail === user.email)!;
    expect(mine).toMatchObject({ ...VALID, socialMediaUrl: null, status: 'pending', decidedAt: null });
    // Without a name on the account the admin sees the address in its place (docs/product.md#names).
    expect(mine).toMatchObject({ userName: user.email });
    expect(Date.parse((mine as unknown as { submittedAt: string }).submittedAt)).toBeGreaterThanOrEqual(
      before - 1000,
    );
  });

  it('shows the requester by the name on their account, in the list and in a decision', async () => {
    const named = await signIn(env.t.app, `named${++counter}@startup.example.com`, 'Asha Kulkarni');
    expect((await submit(named.headers, VALID)).statusCode).toBe(201);
    const items = (await list(admin.auth, '?status=pending')).json().items as {
      id: number;
      userEmail: string;
      userName: string;
    }[];
    const mine = items.find((item) => item.userEmail === named.email)!;
    expect(mine.userName).toBe('Asha Kulkarni');
    const decided = await decide(admin.auth, mine.id, 'approved');
    expect(decided.json()).toMatchObject({ userName: 'Asha Kulkarni', status: 'approved' });
  });

  it('stores addresses typed without https:// with it (docs/product.md#web-addresses)', async () => {
    const user = await newUser();
    const response = await submit(user.auth, {
      ...VALID,
      companyWebsite: ' soilsense.example.com ',
      linkedinUrl: 'www.linkedin.com/company/soilsense',
      socialMediaUrl: 'x.example.com:8443/soilsense?tab=1',
    });
    expect(response.statusCode).toBe(201);
    const items = (await list(admin.auth)).json().items as { userEmail: string }[];
    expect(items.find((item) => item.userEmail === user.email)).toMatchObject({
      companyWebsite: 'https://soilsense.example.com',
      linkedinUrl: 'https://www.linkedin.com/company/soilsense',
      socialMediaUrl: 'https://x.example.com:8443/soilsense?tab=1',
    });
  });

  it('tells the centre about a new request', async () => {
    const user = await newUser();
    expect((await submit(user.auth, VALID)).statusCode).toBe(201);
    await env.t.app.mail.deliverDue();
    const mail = await env.sink.waitFor(
      (candidate) => candidate.envelopeTo.includes(INBOX) && (candidate.text ?? '').includes(user.email),
    );
    expect(mail.text).toContain(VALID.companyName);
    expect(mail.text).toContain('/ad123/startup-verification');
  });

  it('refuses a second request while one is pending, allows one after a decline, none after approval', async () => {
    const user = await newUser();
    expect((await submit(user.auth, VALID)).statusCode).toBe(201);
    const second = await submit(user.auth, { ...VALID, companyName: 'Another name' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.alreadyPending);

    const first = (
      (await list(admin.auth, '?status=pending')).json().items as { id: number; userEmail: string }[]
    ).find((item) => item.userEmail === user.email)!;
    expect((await decide(admin.auth, first.id, 'declined')).statusCode).toBe(200);
    expect((await status(user.auth)).json()).toMatchObject({ status: 'declined' });

    const again = await submit(user.auth, { ...VALID, additionalInfo: 'More details this time.' });
    expect(again.statusCode).toBe(201);
    expect((await status(user.auth)).json()).toMatchObject({ status: 'pending' });
    const retry = (
      (await list(admin.auth, '?status=pending')).json().items as { id: number; userEmail: string }[]
    ).find((item) => item.userEmail === user.email)!;
    expect((await decide(admin.auth, retry.id, 'approved')).statusCode).toBe(200);

    const afterApproval = await submit(user.auth, VALID);
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().message).toBe(M.alreadyApproved);
  });

  it('lets only one of two simultaneous requests in', async () => {
    const user = await newUser();
    const answers = await Promise.all([submit(user.auth, VALID), submit(user.auth, VALID)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await env.t.app.db
      .selectFrom('company_verifications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/company-verification-status', () => {
  it('answers the signed-in user’s latest status, never another’s', async () => {
    expect((await status({})).statusCode).toBe(401);
    const company = await newUser();
    const other = await newUser();
    expect((await status(company.auth)).json()).toEqual({
      status: null,
      companyName: null,
      submittedAt: null,
    });
    await submit(company.auth, VALID);
    expect((await status(company.auth)).json()).toMatchObject({
      status: 'pending',
      companyName: VALID.companyName,
    });
    const byQuery = await env.t.app.inject({
      method: 'GET',
      url: `/api/company-verification-status?email=${encodeURIComponent(company.email)}`,
      headers: other.auth,
    });
    expect(byQuery.json().status).toBeNull();
    expect(byQuery.headers['cache-control']).toBe('no-store');
  });
});

describe('review by the admin', () => {
  it('only admins list and decide', async () => {
    const user = await newUser();
    await submit(user.auth, VALID);
    expect((await list({})).statusCode).toBe(401);
    expect((await list(user.auth)).statusCode).toBe(403);
    expect((await decide({}, 1, 'approved')).statusCode).toBe(401);
    expect((await decide(user.auth, 1, 'approved')).statusCode).toBe(403);
  });

  it('lists newest first and filters by status', async () => {
    const a = await newUser();
    const b = await newUser();
    await submit(a.auth, { ...VALID, companyName: 'Older Co' });
    await submit(b.auth, { ...VALID, companyName: 'Newer Co' });
    const all = (await list(admin.auth)).json().items as {
      companyName: string;
      submittedAt: string;
      status: string;
    }[];
    const times = all.map((item) => item.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.findIndex((item) => item.companyName === 'Newer Co')).toBeLessThan(
      all.findIndex((item) => item.companyName === 'Older Co'),
    );
    const bId = (all as unknown as { id: number; userEmail: string }[]).find(
      (item) => item.userEmail === b.email,
    )!.id;
    await decide(admin.auth, bId, 'declined');
    const declined = (await list(admin.auth, '?status=declined')).json().items as { status: string }[];
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((item) => item.status === 'declined')).toBe(true);
    const pending = (await list(admin.auth, '?status=pending')).json().items as { status: string }[];
    expect(pending.every((item) => item.status === 'pending')).toBe(true);
    expect((await list(admin.auth, '?status=maybe')).statusCode).toBe(400);
  });

  it('approves: the company may post at once, the requester is mailed, the audit records it', async () => {
    const user = await newUser();
    await submit(user.auth, VALID);
    expect(await hasApprovedCompanyVerification(env.t.app.db, user.id)).toBe(false);
    const id = ((await list(admin.auth)).json().items as { id: number; userEmail: string }[]).find(
      (item) => item.userEmail === user.email,
    )!.id;

    const response = await decide(admin.auth, id, 'approved');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'approved', userEmail: user.email });
    expect(await hasApprovedCompanyVerification(env.t.app.db, user.id)).toBe(true);
    expect((await status(user.auth)).json().status).toBe('approved');

    await env.t.app.mail.deliverDue();
    const mail = await env.nextMailFor(user.email);
    expect(mail.subject).toContain(VALID.companyName);
    expect(mail.text).toContain('approved');
    expect(mail.text).toContain('/post-internship');

    const audit = await env.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'company_verification')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'verification.approve', actor_email: ADMIN });
  });

  it('declines: the requester is mailed with the centre to contact; audit verification.decline', async () => {
    const user = await newUser();
    await submit(user.auth, VALID);
    const id = ((await list(admin.auth)).json().items as { id: number; userEmail: string }[]).find(
      (item) => item.userEmail === user.email,
    )!.id;
    expect((await decide(admin.auth, id, 'declined')).statusCode).toBe(200);
    expect(await hasApprovedCompanyVerification(env.t.app.db, user.id)).toBe(false);
    await env.t.app.mail.deliverDue();
    const mail = await env.nextMailFor(user.email);
    expect(mail.text).toContain('declined');
    expect(mail.text).toContain(INBOX);
    expect(mail.headers['reply-to']).toContain(INBOX);
    const audit = await env.t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'company_verification')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['verification.decline']);
  });

  it('decides only pending requests; refuses other statuses and unknown ids', async () => {
    const user = await newUser();
    await submit(user.auth, VALID);
    const id = ((await list(admin.auth)).json().items as { id: number; userEmail: string }[]).find(
      (item) => item.userEmail === user.email,
    )!.id;
    const bad = await decide(admin.auth, id, 'pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBe('Status must be approved or declined');
    expect((await decide(admin.auth, id, 'approved')).statusCode).toBe(200);
    for (const decision of ['approved', 'declined']) {
      const again = await decide(admin.auth, id, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.alreadyDecided);
    }
    expect((await status(user.auth)).json().status).toBe('approved');
    const missing = await decide(admin.auth, 999_999, 'approved');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await decide(admin.auth, 'abc', 'approved')).statusCode).toBe(400);
    const audits = await env.t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'company_verification')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audits).toHaveLength(1);
  });
});
