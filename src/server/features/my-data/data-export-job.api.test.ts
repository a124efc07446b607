import type { InjectOptions } from 'fastify';
import { expect, it, vi } from 'vitest';
import { MY_DATA_MESSAGES } from '#common/my-data-constants';
import { readZip } from '#server/test-support/read-zip';
import { useRunnerClock, type RunnerInstance } from '#server/test-support/runner-clock';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestDatabase, testDialect } from '#server/test-support/test-app';

// docs/product.md#download-my-data, docs/decisions/058-data-export-by-job.md: asking queues one job (a double
// submit, on two instances on PostgreSQL, queues one), the real job runner prepares the archive and mails a
// link, the link opens for its owner only, for 7 days, and the daily retention run deletes the archive after.
// Time moves as src/server/test-support/runner-clock.ts says: the test never runs a job itself.

const POLL_MS = 60 * 60_000;
const DAY_MS = 86_400_000;
const T0 = Date.parse('2031-05-17T00:00:00.000Z');
const ADMIN = 'export-admin@iic.example.edu';

const runner = useRunnerClock({ pollMs: POLL_MS });
type Instance = RunnerInstance;

it('prepares one archive per ask through the job runner, mails its owner a link that works 7 days, then deletes it', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  const database = await createTestDatabase(testDialect, { migrated: true });
  runner.afterTest(() => database.drop());
  const instances = [await runner.startInstance(database, { adminEmails: [ADMIN] })];
  // Two instances share the database on PostgreSQL (SQLite's test database is one process's).
  if (testDialect === 'postgres')
    instances.push(await runner.startInstance(database, { adminEmails: [ADMIN] }));
  for (const instance of instances) runner.afterTest(() => instance.app.close());
  const [a, b = a] = instances as [Instance, Instance?];
  const db = a.app.db;

  const call = (on: Instance, as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    on.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: as?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  let bob = await signIn(a.app, 'bob.export@student.example.edu', 'Bob Exporter');
  let alice = await signIn(a.app, 'alice.export@student.example.edu', 'Alice Exporter');
  let admin = await signIn(a.app, ADMIN);

  const readyMails = (to: string) =>
    db
      .selectFrom('mail_outbox')
      .select(['text_body', 'created_at'])
      .where('to_address', '=', to)
      .where('subject', 'like', '%data is ready%')
      .orderBy('id')
      .execute();
  const tokenOf = (text: string) => /\/my-data\/download#([A-Za-z0-9_-]{22})/.exec(text)![1]!;

  // A double submit, one request to each instance at once: one export, one job; the other is told it waits.
  const asks = await Promise.all([
    call(a, bob, 'POST', '/api/me/data-export', { prepare: true }),
    call(b, bob, 'POST', '/api/me/data-export', { prepare: true }),
  ]);
  expect(asks.map((answer) => answer.statusCode)).toEqual([202, 202]);
  expect(asks.map((answer) => answer.json<{ queued: boolean }>().queued).sort()).toEqual([false, true]);
  expect(asks.map((answer) => answer.json<{ message: string }>().message).sort()).toEqual(
    [MY_DATA_MESSAGES.alreadyQueued(bob.email), MY_DATA_MESSAGES.queued(bob.email)].sort(),
  );
  const jobs = () =>
    db.selectFrom('jobs').select(['unique_key', 'status']).where('kind', '=', 'data-export').execute();
  expect(await jobs()).toEqual([expect.objectContaining({ status: 'pending' })]);
  expect(await readyMails(bob.email)).toEqual([]);

  // An administrator acts on Alice's request by post: audited, the link goes to Alice, not to the admin.
  const forAlice = await call(a, admin, 'POST', `/api/admin/people/${alice.id}/data-export`, {
    prepare: true,
  });
  expect(forAlice.statusCode, forAlice.body).toBe(202);
  expect(forAlice.json()).toEqual({ queued: true, message: MY_DATA_MESSAGES.adminQueued(alice.email) });
  const audit = await db
    .selectFrom('audit_log')
    .select(['actor_email', 'action', 'subject_id'])
    .where('action', '=', 'data-export.request')
    .execute();
  expect(audit).toEqual([
    { actor_email: ADMIN, action: 'data-export.request', subject_id: String(alice.id) },
  ]);
  expect(
    (await call(a, admin, 'POST', '/api/admin/people/987654/data-export', { prepare: true })).statusCode,
  ).toBe(404);
  expect(
    (await call(a, bob, 'POST', `/api/admin/people/${alice.id}/data-export`, { prepare: true })).statusCode,
  ).toBe(403);

  // The runners prepare both within a poll, each exactly once, and mail each owner.
  await runner.runUntil(instances, T0 + POLL_MS);
  expect((await jobs()).map((job) => job.status)).toEqual(['done', 'done']);
  const bobMails = await readyMails(bob.email);
  const aliceMails = await readyMails(alice.email);
  expect(bobMails).toHaveLength(1);
  expect(aliceMails).toHaveLength(1);
  expect(aliceMails[0]!.text_body).toContain('an administrator prepared it');
  expect(await readyMails(ADMIN)).toEqual([]);
  const bobToken = tokenOf(bobMails[0]!.text_body);
  const aliceToken = tokenOf(aliceMails[0]!.text_body);
  // The database keeps only the token's hash.
  const stored = await db
    .selectFrom('data_exports')
    .select(['token_hash', 'expires_at', 'ready_at'])
    .execute();
  expect(stored).toHaveLength(2);
  for (const row of stored) {
    expect(row.token_hash).not.toContain(bobToken);
    expect(Date.parse(row.expires_at!) - Date.parse(row.ready_at!)).toBe(7 * DAY_MS);
  }

  // The owner downloads; nobody else finds it (404 as for no link), a visitor must sign in, a bad token is 400.
  const ready = await call(b, bob, 'GET', `/api/me/data-exports/${bobToken}`);
  expect(ready.statusCode, ready.body).toBe(200);
  expect(ready.headers['cache-control']).toMatch(/no-store/);
  expect(ready.json()).toMatchObject({ byAdmin: false, filename: 'my-data-2031-05-17.zip' });
  const archive = await call(a, bob, 'GET', `/api/me/data-exports/${bobToken}/archive`);
  expect(archive.statusCode).toBe(200);
  expect(archive.headers['content-type']).toBe('application/zip');
  const files = readZip(archive.rawPayload);
  expect(JSON.parse(files.get('account.json')!.toString('utf8'))).toEqual([
    expect.objectContaining({ id: bob.id, email: bob.email }),
  ]);
  for (const bytes of files.values()) expect(bytes.toString('latin1')).not.toContain(alice.email);
  for (const [as, token] of [
    [alice, bobToken],
    [admin, bobToken],
    [bob, aliceToken],
  ] as const)
    for (const path of [`/api/me/data-exports/${token}`, `/api/me/data-exports/${token}/archive`]) {
      const refused = await call(a, as, 'GET', path);
      expect(refused.statusCode, `${as.email} ${path}`).toBe(404);
      expect(refused.json()).toMatchObject({ message: MY_DATA_MESSAGES.gone });
    }
  expect((await call(a, null, 'GET', `/api/me/data-exports/${bobToken}`)).statusCode).toBe(401);
  expect((await call(a, bob, 'GET', '/api/me/data-exports/short')).statusCode).toBe(400);
  expect((await call(a, alice, 'GET', `/api/me/data-exports/${aliceToken}`)).json()).toMatchObject({
    byAdmin: true,
  });

  // Still there an hour before the week ends (signed in afresh: sessions end after 7 idle days) …
  await runner.runUntil(instances, T0 + 7 * DAY_MS - POLL_MS);
  bob = await signIn(a.app, bob.email);
  alice = await signIn(a.app, alice.email);
  admin = await signIn(a.app, ADMIN);
  expect((await call(a, bob, 'GET', `/api/me/data-exports/${bobToken}/archive`)).statusCode).toBe(200);
  // … gone for its owner once the week is over, and deleted by the next daily retention run (02:00 UTC).
  await runner.runUntil(instances, T0 + 7 * DAY_MS + POLL_MS + 1000);
  expect((await call(a, bob, 'GET', `/api/me/data-exports/${bobToken}`)).statusCode).toBe(404);
  expect((await call(a, alice, 'GET', `/api/me/data-exports/${aliceToken}/archive`)).statusCode).toBe(404);
  expect(await db.selectFrom('data_exports').select('id').execute()).toHaveLength(2);
  await runner.runUntil(instances, T0 + 7 * DAY_MS + 3 * POLL_MS);
  expect(await db.selectFrom('data_exports').select('id').execute()).toEqual([]);
  const purges = await db
    .selectFrom('retention_purges')
    .select(['day', 'purged'])
    .where('kind', '=', 'data-exports')
    .orderBy('id')
    .execute();
  expect(purges.filter((row) => Number(row.purged) > 0)).toEqual([
    { day: '2031-05-24', purged: expect.anything() },
  ]);
  expect(purges.reduce((sum, row) => sum + Number(row.purged), 0)).toBe(2);

  // A new ask after the first was prepared queues a new one.
  const again = await call(b, bob, 'POST', '/api/me/data-export', { prepare: true });
  expect(again.json()).toMatchObject({ queued: true });
});
