import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE } from '../plugins/error-handler';
import { signIn, type SignedIn } from '../test-support/sign-in';
import { createTestApp, testDialect, type TestApp } from '../test-support/test-app';

/**
 * When the database cannot write (disk full, read-only storage) every write answers a clear 503,
 * nothing is half-stored, and the site recovers by itself when the storage is back.
 */
describe('storage faults', () => {
  let t: TestApp;
  let users: SignedIn[];

  beforeEach(async () => {
    t = await createTestApp();
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
    if (testDialect === 'sqlite') await sql`pragma query_only = 1`.execute(t.app.db);
    else await setPostgresReadOnly(true);

    // On PostgreSQL the first attempt may meet a terminated pooled connection: also a 503.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await saveBio(user, 'Written while read-only');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    }
    expect(await bioOf(user)).toBe('');

    if (testDialect === 'sqlite') await sql`pragma query_only = 0`.execute(t.app.db);
    else await setPostgresReadOnly(false);
    let response = await saveBio(user, 'Written again');
    for (let attempt = 0; attempt < 3 && response.statusCode !== 200; attempt += 1) {
      response = await saveBio(user, 'Written again');
    }
    expect(response.statusCode).toBe(200);
    expect(await bioOf(user)).toBe('Written again');
  });
});
