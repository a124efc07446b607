import { outboxRow } from '#server/test-support/outbox-rows';
import { expect, it, vi } from 'vitest';
import { insertUserIfMissing } from '#server/modules/users/repository';
import { useRunnerClock } from '#server/test-support/runner-clock';
import { createTestDatabase, testDialect } from '#server/test-support/test-app';

// docs/product.md#retention, the kinds retention-job.api.test.ts does not cover: copies of sent mails (12
// months), unsubscribed newsletter addresses (6 months), prepared downloads (their 7-day link), sessions (7
// days idle, 30 at most) and sign-in codes (2 hours). Each has rows a minute either side of a day's cut-off;
// the real runner runs the days, through a restart during which a day's run fell due, with time moved as
// src/server/test-support/runner-clock.ts says (the test never runs a job itself), and each day's purge of
// each kind is checked in the log against exactly the rows that were due.

const POLL_MS = 60 * 60_000;
const T0 = Date.parse('2031-05-17T00:00:00.000Z');

const runner = useRunnerClock({ pollMs: POLL_MS });

it('purges the newer kinds exactly when due and logs each purge, across a restart', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  const database = await createTestDatabase(testDialect, { migrated: true });
  runner.afterTest(() => database.drop());
  let instance = await runner.startInstance(database);
  runner.afterTest(() => instance.app.close());
  const db = instance.app.db;

  await insertUserIfMissing(db, {
    email: 'kept.person@example.org',
    full_name: 'Kept Person',
    picture_url: null,
    now: '2030-01-01T00:00:00.000Z',
  });
  const { id: userId } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'kept.person@example.org')
    .executeTakeFirstOrThrow();

  // Copies of mails queued around the cut-offs of the 18th's run (02:00, twelve months: 18 May 2030 02:00)
  // and the 20th's; the 19th's run, after the restart at 05:00, takes what fell due by then.
  const mail = (subject: string, status: 'sent' | 'failed' | 'cancelled' | 'pending', createdAt: string) =>
    db
      .insertInto('mail_outbox')
      .values(outboxRow(subject, status, createdAt))
      .execute();
  await mail('sent 18 May 01:59', 'sent', '2030-05-18T01:59:00.000Z'); // the 18th's run
  await mail('sent 18 May 02:01', 'sent', '2030-05-18T02:01:00.000Z'); // the 19th's
  await mail('failed 20 May 01:59', 'failed', '2030-05-20T01:59:00.000Z'); // the 20th's
  await mail('cancelled 20 May 02:01', 'cancelled', '2030-05-20T02:01:00.000Z'); // the 21st's
  await mail('waiting since 2029', 'pending', '2029-01-01T00:00:00.000Z'); // still waiting: stays
  await mail('sent 1 Jun', 'sent', '2030-06-01T00:00:00.000Z'); // never within the test

  // Newsletter addresses that unsubscribed around the six-month cut-offs, with their topics; one still subscribed.
  const subscriber = async (
    email: string,
    status: 'subscribed' | 'unsubscribed',
    unsubscribedAt: string | null,
  ) => {
    const row = await db
      .insertInto('newsletter_subscribers')
      .values({
        email,
        status,
        created_at: '2030-01-01T00:00:00.000Z',
        subscribed_at: '2030-01-01T00:00:00.000Z',
        unsubscribed_at: unsubscribedAt,
        updated_at: unsubscribedAt ?? '2030-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('newsletter_subscriber_topics')
      .values({ subscriber_id: row.id, topic: 'events' })
      .execute();
  };
  await subscriber('left-18-nov-0159@example.org', 'unsubscribed', '2030-11-18T01:59:00.000Z'); // the 18th's
  await subscriber('left-18-nov-0201@example.org', 'unsubscribed', '2030-11-18T02:01:00.000Z'); // the 19th's
  await subscriber('left-20-nov-0159@example.org', 'unsubscribed', '2030-11-20T01:59:00.000Z'); // the 20th's
  await subscriber('left-1-dec@example.org', 'unsubscribed', '2030-12-01T00:00:00.000Z'); // never
  await subscriber('still-reading@example.org', 'subscribed', null); // never

  // Prepared downloads whose link expires around the runs; one still being prepared has no expiry yet.
  const dataExport = (expiresAt: string | null) =>
    db
      .insertInto('data_exports')
      .values({
        user_id: userId,
        requested_by_admin: 0,
        requested_at: '2031-05-10T00:00:00.000Z',
        token_hash: expiresAt ? `hash-${expiresAt}` : null,
        archive: expiresAt ? Buffer.from('PK') : null,
        size: expiresAt ? 2 : null,
        ready_at: expiresAt ? '2031-05-11T00:00:00.000Z' : null,
        expires_at: expiresAt,
      })
      .execute();
  await dataExport('2031-05-18T01:59:00.000Z'); // the 18th's
  await dataExport('2031-05-18T02:01:00.000Z'); // the 19th's
  await dataExport('2031-05-21T02:01:00.000Z'); // the 22nd's
  await dataExport(null); // never

  // Sessions idle for a week or past their 30 days, around the runs.
  const session = (name: string, lastSeenAt: string, expiresAt: string) =>
    db
      .insertInto('sessions')
      .values({
        token_hash: `token-${name}`,
        user_id: userId,
        created_at: '2031-05-01T00:00:00.000Z',
        last_seen_at: lastSeenAt,
        expires_at: expiresAt,
      })
      .execute();
  await session('idle-0159', '2031-05-11T01:59:00.000Z', '2031-05-31T00:00:00.000Z'); // the 18th's
  await session('idle-0201', '2031-05-11T02:01:00.000Z', '2031-05-31T00:00:00.000Z'); // the 19th's
  await session('ends-20th', '2031-05-16T23:00:00.000Z', '2031-05-20T01:59:00.000Z'); // the 20th's
  await session('in-use', '2031-05-16T12:00:00.000Z', '2031-06-10T00:00:00.000Z'); // never

  // Sign-in codes and their requests, kept two hours: at the 17th's run (02:00) the cut-off is 00:00.
  const codeRequest = (createdAt: string) =>
    instance.app.db
      .insertInto('code_requests')
      .values({
        email: 'kept.person@example.org',
        ip: '203.0.113.9',
        purpose: 'login',
        created_at: createdAt,
      })
      .execute();
  await codeRequest('2031-05-16T23:59:00.000Z'); // the 17th's
  await db
    .insertInto('one_time_codes')
    .values({
      email: 'kept.person@example.org',
      purpose: 'login',
      client_hash: 'client',
      ip: '203.0.113.9',
      code_hash: 'code',
      created_at: '2031-05-16T23:51:00.000Z',
      expires_at: '2031-05-17T00:01:00.000Z', // the 18th's
      consumed_at: null,
    })
    .execute();

  // Two days, then the server stops at 01:00 on the 19th and is back at 05:00: the 19th's run fell due meanwhile.
  await runner.runUntil([instance], Date.parse('2031-05-19T01:00:00.000Z'));
  await instance.app.close();
  vi.setSystemTime(Date.parse('2031-05-19T05:00:00.000Z'));
  instance = await runner.startInstance(database);
  // Asked for while it was down: due on the 20th's run (cut-off 00:00 that day), not on the 19th's.
  await codeRequest('2031-05-19T05:00:00.000Z');
  await runner.runUntil([instance], Date.parse('2031-05-22T03:00:00.000Z'));

  const log = await instance.app.db
    .selectFrom('retention_purges')
    .select(['kind', 'day', 'purged', 'ran_at'])
    .orderBy('id')
    .execute();
  const counts = (kind: string) =>
    Object.fromEntries(
      log.filter((row) => row.kind === kind).map((row) => [row.day.slice(8), Number(row.purged)]),
    );
  expect(counts('sent-mails')).toEqual({ 17: 0, 18: 1, 19: 1, 20: 1, 21: 1, 22: 0 });
  expect(counts('unsubscribed-newsletter')).toEqual({ 17: 0, 18: 1, 19: 1, 20: 1, 21: 0, 22: 0 });
  expect(counts('data-exports')).toEqual({ 17: 0, 18: 1, 19: 1, 20: 0, 21: 0, 22: 1 });
  expect(counts('sessions')).toEqual({ 17: 0, 18: 1, 19: 1, 20: 1, 21: 0, 22: 0 });
  expect(counts('sign-in-codes')).toEqual({ 17: 1, 18: 1, 19: 0, 20: 1, 21: 0, 22: 0 });

  // What is left is exactly what was not due.
  const left = instance.app.db;
  expect(
    (await left.selectFrom('mail_outbox').select('subject').orderBy('id').execute()).map(
      (row) => row.subject,
    ),
  ).toEqual(['waiting since 2029', 'sent 1 Jun']);
  expect(
    (await left.selectFrom('newsletter_subscribers').select('email').orderBy('id').execute()).map(
      (row) => row.email,
    ),
  ).toEqual(['left-1-dec@example.org', 'still-reading@example.org']);
  // An address's topics went with it.
  expect(await left.selectFrom('newsletter_subscriber_topics').select('topic').execute()).toHaveLength(2);
  expect(
    (await left.selectFrom('data_exports').select('expires_at').execute()).map((row) => row.expires_at),
  ).toEqual([null]);
  expect(
    (await left.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash),
  ).toEqual(['token-in-use']);
  expect(await left.selectFrom('one_time_codes').select('id').execute()).toEqual([]);
  expect(await left.selectFrom('code_requests').select('id').execute()).toEqual([]);
});
