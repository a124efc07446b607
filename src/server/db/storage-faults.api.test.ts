import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '#common/newsletter';
import { multipart, VALID_FIELDS } from '#server/features/events/test-helpers';
import { issueCode } from '#server/modules/one-time-codes';
import { STORAGE_UNAVAILABLE } from '#server/plugins/error-handler';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testDialect, type TestApp } from '#server/test-support/test-app';

/**
 * When the database cannot write (disk full, read-only storage) every write answers a clear 503,
 * nothing is half-stored, and the site recovers by itself when the storage is back.
 */
describe('storage faults', () => {
  let t: TestApp;
  let users: SignedIn[];

  const ADMIN = 'storage.admin@iic.example.edu';
  let admin: SignedIn;
  beforeEach(async () => {
    t = await createTestApp({ adminEmails: [ADMIN] });
    admin = await signIn(t.app, ADMIN);
    users = [];
    for (let i = 0; i < 40; i += 1) users.push(await signIn(t.app, `fault-${i}@example.edu`));
  });
  afterEach(async () => t.close());

  const saveBio = (user: SignedIn, bio: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/me', headers: user.headers, payload: { bio } });
  const bioOf = async (user: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).json().bio as string;

  // SQLite only: PostgreSQL has no per-session size cap to stand in for a full disk.
  const onSqlite = testDialect === 'sqlite' ? it : () => undefined;
  onSqlite('answers 503 when the disk is full and recovers when space returns', async () => {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
    // SQLite's own cap on the file size stands in for a full disk: the same SQLITE_FULL error.
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.app.db);

    const statuses: number[] = [];
    let refused: SignedIn | undefined;
    for (const user of users) {
      const response = await saveBio(user, `A long biography. `.repeat(50).slice(0, 1000));
      statuses.push(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
        expect(response.headers['retry-after']).toBe('30');
        refused ??= user;
      }
    }
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(await bioOf(refused!)).toBe('');

    await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
    expect((await saveBio(refused!, 'Back again.')).statusCode).toBe(200);
    expect(await bioOf(refused!)).toBe('Back again.');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  /** SQLite's own cap on the file size stands in for a full disk: the same SQLITE_FULL error. */
  async function fillTheDisk() {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(t.app.db);
  }
  const freeTheDisk = () => sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
  const count = async (table: 'events' | 'event_changes' | 'media_assets' | 'media_variants' | 'audit_log') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Noise does not compress: its variants need many new pages. */
  const noisyPicture = () =>
    sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } })
      .png()
      .toBuffer();

  /** An admin's event upload with a picture, as multipart/form-data. */
  const upload = async (name: string) => {
    const body = await multipart({ ...VALID_FIELDS, name }, { bytes: await noisyPicture() });
    return t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
  };
  let subscriptions = 0;
  const codes = new Map<string, string>();
  /** The attempt id of the browser that asked for the codes (docs/decisions/034-codes-bound-to-the-client.md). */
  const CONFIRMING_BROWSER = 'storage-faults-confirming-browser';
  /** A confirmation code for the address, made while the disk still has room (subscribing mails one). */
  const codeFor = async (email: string) => {
    const { code } = await issueCode(t.app.db, {
      email,
      purpose: 'newsletter',
      binding: CONFIRMING_BROWSER,
      ip: `192.0.2.${codes.size % 250}`,
    });
    codes.set(email, code);
  };
  // Confirming the mailed code is the write that stores a subscription (double opt-in).
  const subscribe = (email: string) =>
    // From a new client address each time, so the per-address rate limit stays out of the way.
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { email, otp: codes.get(email) },
      cookies: { 'newsletter-attempt': CONFIRMING_BROWSER },
      remoteAddress: `10.0.${(subscriptions >> 8) & 255}.${subscriptions++ & 255}`,
    });
  const subscribed = async (email: string) =>
    (await t.app.db.selectFrom('newsletter_subscribers').select('email').where('email', '=', email).execute())
      .length;

  onSqlite(
    'answers 503 to an event upload on a full disk, storing neither the event nor its picture',
    async () => {
      const tables = ['events', 'event_changes', 'media_assets', 'media_variants', 'audit_log'] as const;
      const before = await Promise.all(tables.map(count));
      await fillTheDisk();

      const refused = await upload('Written on a full disk');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: STORAGE_UNAVAILABLE });
      expect(refused.headers['retry-after']).toBe('30');
      expect(await Promise.all(tables.map(count))).toEqual(before);

      await freeTheDisk();
      const accepted = await upload('Written after the disk was freed');
      expect(accepted.statusCode).toBe(201);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/events' })).json<{
        items: { name: string }[];
      }>();
      expect(listed.items.map((event) => event.name)).toEqual(['Written after the disk was freed']);
    },
  );

  onSqlite(
    'answers 503 to a newsletter confirmation on a full disk, and subscribes once space returns',
    async () => {
      const emails = Array.from({ length: 200 }, (_, i) => `reader-${i}-${'x'.repeat(150)}@example.org`);
      for (const email of emails) await codeFor(email);
      await fillTheDisk();

      // The last page may still have room for a few rows; the first refusal comes once it is full.
      let refused: string | undefined;
      for (let i = 0; i < 200 && !refused; i += 1) {
        const email = emails[i]!;
        const response = await subscribe(email);
        if (response.statusCode === 503) {
          expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
          refused = email;
        } else {
          expect(response.statusCode, response.body).toBe(200);
        }
      }
      expect(refused).toBeDefined();
      expect(await subscribed(refused!)).toBe(0);

      await freeTheDisk();
      const response = await subscribe(refused!);
      // The refused confirmation used nothing up: the same code works now.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
      expect(await subscribed(refused!)).toBe(1);
    },
  );

  /** PostgreSQL: make the whole database read-only (as a standby is) from a connection of its own. */
  async function setPostgresReadOnly(readOnly: boolean) {
    const settings = t.database.settings;
    if (settings.kind !== 'postgres') throw new Error('PostgreSQL only');
    const client = new pg.Client({ connectionString: settings.url });
    await client.connect();
    try {
      // This maintenance session itself must be able to write, whatever the database's default.
      await client.query('set default_transaction_read_only = off');
      const { rows } = await client.query<{ name: string }>('select current_database() as name');
      await client.query(
        `alter database "${rows[0]!.name}" set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`,
      );
      // Pooled connections pick the setting up when they reconnect.
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await client.end();
    }
  }

  it('answers 503 while the database is read-only and recovers when it is writable again', async () => {
    const user = users[0]!;
    await codeFor('read.only@example.org');
    if (testDialect === 'sqlite') await sql`pragma query_only = 1`.execute(t.app.db);
    else await setPostgresReadOnly(true);

    // On PostgreSQL the first attempt may meet a terminated pooled connection: also a 503.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await saveBio(user, 'Written while read-only');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    }
    expect(await bioOf(user)).toBe('');
    const eventUpload = await upload('Written while read-only');
    expect(eventUpload.statusCode).toBe(503);
    expect(eventUpload.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    const subscription = await subscribe('read.only@example.org');
    expect(subscription.statusCode).toBe(503);
    expect(subscription.json()).toEqual({ message: STORAGE_UNAVAILABLE });

    if (testDialect === 'sqlite') await sql`pragma query_only = 0`.execute(t.app.db);
    else await setPostgresReadOnly(false);
    let response = await saveBio(user, 'Written again');
    for (let attempt = 0; attempt < 3 && response.statusCode !== 200; attempt += 1) {
      response = await saveBio(user, 'Written again');
    }
    expect(response.statusCode).toBe(200);
    expect(await bioOf(user)).toBe('Written again');
    expect(await subscribed('read.only@example.org')).toBe(0);
    expect(await count('events')).toBe(0);
    expect(await count('media_assets')).toBe(0);
  });
});
