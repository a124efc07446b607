import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '#common/display-names';
import { apply } from '#server/test-support/post-applications';
import { insertPost } from '#server/test-support/posts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// docs/product.md#names: the display name, and every answer that shows a person to someone else.

const ADMIN = 'names-admin@iic.example.edu';
let t: TestApp;
let counter = 0;
const fresh = (name = '') => signIn(t.app, `names-${++counter}.${Date.now()}@example.org`, name);

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
});
afterAll(async () => {
  await t?.close();
});

const choose = (who: SignedIn | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/name',
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const me = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json() as {
    fullName: string;
    email: string;
  };

describe('PUT /api/me/name', () => {
  it('saves the name, trimmed, and answers the profile with it', async () => {
    const riya = await fresh();
    expect((await me(riya)).fullName).toBe('');
    const response = await choose(riya, { fullName: '  Riya Sharma ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ email: riya.email, fullName: 'Riya Sharma' });
    expect((await me(riya)).fullName).toBe('Riya Sharma');
  });

  it('stores the sign-in email as the name when the person chooses to show it', async () => {
    const arjun = await fresh();
    const response = await choose(arjun, { showEmail: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: arjun.email });
  });

  it('refuses an empty name, an address, a name too long or no choice, with the message on the field', async () => {
    const who = await fresh('Kavya Nair');
    for (const [payload, message] of [
      [{ fullName: '   ' }, NAME_MESSAGES.required],
      [{}, NAME_MESSAGES.required],
      [{ fullName: 'someone.else@example.org' }, NAME_MESSAGES.noAddress],
      [{ fullName: 'x'.repeat(101) }, NAME_MESSAGES.tooLong],
    ] as const) {
      const response = await choose(who, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toMatchObject({ fieldErrors: { fullName: message } });
    }
    for (const payload of [{ showEmail: false }, { fullName: 'Kavya', extra: 1 }, { fullName: 42 }]) {
      expect((await choose(who, payload)).statusCode).toBe(400);
    }
    expect((await me(who)).fullName).toBe('Kavya Nair');
  });

  it('is for signed-in people only', async () => {
    expect((await choose(null, { fullName: 'Nobody' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('takes the person’s own address as the name (showing the email), never someone else’s', async () => {
    const who = await fresh('Ishaan Mehta');
    const patch = (fullName: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/me', headers: who.headers, payload: { fullName } });
    const other = await patch('ananya@example.org');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fieldErrors: { fullName: NAME_MESSAGES.noAddress } });
    expect((await patch(who.email.toUpperCase())).statusCode).toBe(200);
    expect((await me(who)).fullName).toBe(who.email.toUpperCase());
  });
});

describe('people are shown by name', () => {
  it('the applicants inbox shows the applicant’s name and email to the post’s owner', async () => {
    const owner = await fresh('Vikram Rao');
    const named = await fresh('Sneha Kulkarni');
    const nameless = await fresh();
    const post = await insertPost(t.app.db, 'internship', owner.id, 'Data intern');
    expect((await apply(t.app, named, 'internship', post)).statusCode).toBe(201);
    expect((await apply(t.app, nameless, 'internship', post)).statusCode).toBe(201);
    const inbox = await t.app.inject({
      method: 'GET',
      url: `/api/internships/${post}/applications`,
      headers: owner.headers,
    });
    expect(inbox.statusCode).toBe(200);
    const people = (inbox.json() as { items: { applicantName: string; applicantEmail: string }[] }).items.map(
      (item) => [item.applicantName, item.applicantEmail],
    );
    // Without a name the owner, who may see the email, sees it in the name's place.
    expect(people).toEqual([
      ['Sneha Kulkarni', named.email],
      [nameless.email, nameless.email],
    ]);
  });

  it('the moderation queue names the author, with their email, to admins', async () => {
    const admin = await signIn(t.app, ADMIN, 'Meera Iyer');
    const author = await fresh('Rahul Deshpande');
    const title = `Solar dryer ${counter}`;
    await insertPost(t.app.db, 'idea', author.id, title, 'pending');
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/moderation', headers: admin.headers });
    const item = (queue.json() as { items: { title: string; poster?: unknown }[] }).items.find(
      (each) => each.title === title,
    );
    expect(item?.poster).toEqual({ name: 'Rahul Deshpande', email: author.email });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/submissions?status=pending',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: { title: string; authorName: string }[] }).items).toContainEqual(
      expect.objectContaining({ title, authorName: 'Rahul Deshpande' }),
    );
  });

  it('the activity log names the admin who acted', async () => {
    const admin = await signIn(t.app, ADMIN, 'Meera Iyer');
    const grant = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/people/roles',
      headers: admin.headers,
      payload: { email: `names-panel-${counter}@example.org`, role: 'reviewer', granted: true },
    });
    expect(grant.statusCode).toBe(200);
    const trail = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers });
    expect((trail.json() as { items: unknown[] }).items[0]).toMatchObject({
      actorEmail: ADMIN,
      actorName: 'Meera Iyer',
      action: 'role.grant',
    });
  });
});
