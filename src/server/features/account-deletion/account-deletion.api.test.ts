import { scheduleErasureAt } from '#server/test-support/erasure-due';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES as M } from '#common/account-deletion';
import { LOGIN_MESSAGES } from '#common/auth';
import { buildApp } from '#server/app';
import { CAST } from '#server/db/seed/demo-cast';
import { FORMER_MEMBER_NAME } from '#server/modules/personal-data';
import {
  codeIn,
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, type TestApp } from '#server/test-support/test-app';

const ADMIN = 'deletion-admin@iic.example.edu';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo people who between them used every feature (docs/decisions/046-one-demo-cast.md): a poster whose
 * posts have applicants, a student who applied with CVs and registered for events, a founder with KPI reports
 * and office hours, a reviewer and mentor who scored a decided round, a mentor who held office hours.
 */
const ERASED = [CAST.sanjayDeshmukh, CAST.meeraIyer, CAST.ashaGowda, CAST.kavyaRaghavan, CAST.rahulVerma];

/** Columns that name an account by its id. */
const USER_COLUMNS =
  /^(user_id|owner_id|applicant_id|reviewer_id|requester_id|reporter_id|founder_id|mentor_id|actor_user_id|submitted_by|invited_by|cancelled_by)$/;

/**
 * Tables whose rows may name a person without being theirs: site content the centre publishes with consent
 * (a mentor's or team member's card, a testimonial), edited by an admin; an account's erasure leaves it
 * (docs/product.md#delete-account says so).
 */
const SITE_CONTENT = new Set(['team_members', 'mentors', 'testimonials']);

type Row = Record<string, unknown>;

async function allRows(t: TestApp): Promise<Map<string, Row[]>> {
  const tables = (await t.app.db.introspection.getTables()).map((table) => table.name);
  const rows = new Map<string, Row[]>();
  for (const table of tables) {
    const result = await sql<Row>`select * from ${sql.table(table)}`.execute(t.app.db);
    rows.set(table, result.rows);
  }
  return rows;
}

/** Every place a row of any table still names the person: their id in an account column, their email or name anywhere. */
function tracesOf(rows: Map<string, Row[]>, person: { id: number; email: string; name: string }): string[] {
  const found: string[] = [];
  const email = person.email.toLowerCase();
  const name = person.name.toLowerCase();
  for (const [table, list] of rows) {
    if (SITE_CONTENT.has(table)) continue;
    for (const row of list) {
      const erasureLine = table === 'audit_log' && row.action === 'account.erased';
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        if (USER_COLUMNS.test(column) && Number(value) === person.id) found.push(`${table}.${column} = id`);
        if (
          table === 'audit_log' &&
          column === 'subject_id' &&
          row.subject_type === 'user' &&
          value === String(person.id) &&
          !erasureLine
        )
          found.push(`${table}.subject_id = id`);
        const text = (
          Buffer.isBuffer(value) || value instanceof Uint8Array
            ? Buffer.from(value).toString('latin1')
            : String(value)
        ).toLowerCase();
        if (text.includes(email)) found.push(`${table}.${column} has the email`);
        if (text.includes(name)) found.push(`${table}.${column} has the name`);
      }
    }
  }
  return found;
}

describe('account erasure of demo people who used every feature (docs/product.md#delete-account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  });
  afterAll(async () => t?.close());

  it('leaves no row or file naming them, keeps others’ records whole, and runs once across two instances', async () => {
    const db = t.app.db;
    const people = [];
    for (const member of ERASED) {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email', 'full_name'])
        .where('email', '=', member.email)
        .executeTakeFirst();
      expect(row, member.email).toBeDefined();
      people.push({ id: row!.id, email: row!.email, name: row!.full_name });
    }
    const before = await allRows(t);
    // Each of them left traces in many tables before: the scan can see them.
    const tablesNaming = new Set(
      people.flatMap((person) => tracesOf(before, person).map((trace) => trace.split('.')[0])),
    );
    expect(tablesNaming.size).toBeGreaterThanOrEqual(15);
    const count = (table: string) => before.get(table)!.length;
    const reviewsBefore = count('review_assignments');
    const endorsementsBefore = count('idea_endorsements');
    const reportsBefore = count('post_reports');
    const kpiReportsBefore = count('kpi_reports');
    const privateFilesBefore = count('private_files');

    // Marked as a confirmation does it, due now, with the job stored as the route stores it.
    const now = new Date();
    await scheduleErasureAt(
      t.app,
      people.map((person) => person.id),
      now,
    );

    // A second instance on the same database runs the same job at the same time: it is done once.
    const second = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN] }), {
      logger: false,
    });
    await second.ready();
    try {
      const runs = await Promise.all([
        t.app.jobs.runDue(new Date(now.getTime() + 1000)),
        second.jobs.runDue(new Date(now.getTime() + 1000)),
      ]);
      expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(1);
    } finally {
      await second.close();
    }

    const after = await allRows(t);
    for (const person of people) expect(tracesOf(after, person), person.email).toEqual([]);
    // The audit log records each erasure: the id and the time, nothing else of theirs.
    const erasures = after.get('audit_log')!.filter((row) => row.action === 'account.erased');
    expect(erasures.map((row) => Number(row.subject_id)).sort()).toEqual(
      people.map((person) => person.id).sort(),
    );
    // What stays for others keeps its counts; what was theirs alone (their CVs) went.
    const countAfter = (table: string) => after.get(table)!.length;
    expect(countAfter('review_assignments')).toBe(reviewsBefore);
    expect(countAfter('idea_endorsements')).toBe(endorsementsBefore);
    expect(countAfter('post_reports')).toBe(reportsBefore);
    expect(countAfter('kpi_reports')).toBe(kpiReportsBefore);
    expect(countAfter('private_files')).toBeLessThan(privateFilesBefore);
    for (const idea of after.get('ideas')!) {
      const endorsements = after.get('idea_endorsements')!.filter((row) => row.idea_id === idea.id).length;
      expect(Number(idea.endorsement_count), `idea ${String(idea.id)}`).toBe(endorsements);
    }
    // Every reference still points at a row (SQLite checks on request; PostgreSQL enforces them).
    if (t.database.settings.kind === 'sqlite') {
      const broken = await sql`pragma foreign_key_check`.execute(db);
      expect(broken.rows).toEqual([]);
    }
    // Kept posts show the poster as a former member.
    const formerMembers = after.get('users')!.filter((row) => row.full_name === FORMER_MEMBER_NAME);
    expect(formerMembers).toHaveLength(people.length);
    // Nothing is left marked, and the job's row names a time, not a person.
    expect(after.get('users')!.filter((row) => row.erase_after !== null)).toEqual([]);
    const jobs = after.get('jobs')!.filter((row) => row.kind === 'account-erasure');
    expect(jobs.map((row) => row.payload_json)).toEqual(['{}']);
  });
});

describe('Delete my account: code, grace period, cancel by signing in (docs/product.md#delete-account)', () => {
  let sink: SmtpTestServer;
  let nextMailFor: ReturnType<typeof mailboxReader>;
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    sink = await startSmtpTestServer();
    nextMailFor = mailboxReader(sink);
    t = await createTestApp({ smtpUrl: sink.url, adminEmails: [ADMIN] });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const post = (as: SignedIn | null, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: as?.headers ?? {},
      remoteAddress: `203.0.113.${(++address % 250) + 1}`,
      ...(payload ? { payload } : {}),
    });

  async function confirmFor(person: SignedIn) {
    const sent = await post(person, '/api/me/deletion/code', { understood: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(M.codeSent(person.email));
    const code = codeIn(await nextMailFor(person.email));
    return post(person, '/api/me/deletion', { code });
  }

  async function signInByCode(email: string) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email },
      remoteAddress: '198.51.100.7',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const attempt = [sent.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith('sign-in-attempt='))!;
    const code = codeIn(await nextMailFor(email));
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp: code },
      remoteAddress: '198.51.100.7',
      cookies: { 'sign-in-attempt': attempt.split(';')[0]!.split('=')[1]! },
    });
  }

  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  it('confirms with the mailed code: signed out everywhere, a mail says when, erased only after 7 days', async () => {
    const person = await signIn(t.app, 'leaving@student.example.edu', 'Leaving Person');
    const other = await signIn(t.app, 'leaving@student.example.edu');
    const wrong = await post(person, '/api/me/deletion', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongCode);

    const confirmed = await confirmFor(person);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const eraseAfter = Date.parse(confirmed.json().eraseAfter);
    expect(eraseAfter - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(String(confirmed.headers['set-cookie'])).toMatch(/session=;/);
    // Every session ended, not only this one.
    for (const session of [person, other])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).statusCode,
      ).toBe(401);
    const mails = await mailsTo(person.email);
    expect(mails.at(-1)!.subject).toMatch(/will be deleted on/);
    expect(mails.at(-1)!.text_body).toMatch(/Sign in before then/);

    // Six days on (the clock of the job runner, across a restart: a new app on the same database), still there.
    await t.app.close();
    const restarted = await buildApp(
      testConfig(t.database.settings, { smtpUrl: sink.url, adminEmails: [ADMIN] }),
      { logger: false },
    );
    await restarted.ready();
    t = {
      ...t,
      app: restarted,
      close: async () => {
        await restarted.close();
        await t.database.drop();
      },
    };
    await restarted.jobs.runDue(new Date(Date.now() + 6 * DAY_MS));
    expect(
      await restarted.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst(),
    ).toBeDefined();
    // Past the seventh day it is gone.
    expect(await restarted.jobs.runDue(new Date(eraseAfter + 1000))).toBe(1);
    expect(
      await restarted.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await mailsTo(person.email)).toEqual([]);
    expect(
      await restarted.db.selectFrom('sessions').select('id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
  });

  it('signing in within the 7 days cancels it, with a notice and a mail; the job then erases nothing', async () => {
    const person = await signIn(t.app, 'staying@student.example.edu', 'Staying Person');
    const confirmed = await confirmFor(person);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const eraseAfter = Date.parse(confirmed.json().eraseAfter);
    const back = await signInByCode(person.email);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().deletionCancelled).toBe(true);
    expect(LOGIN_MESSAGES.deletionCancelled).toMatch(/cancelled/);
    expect((await mailsTo(person.email)).at(-1)!.subject).toMatch(/deletion is cancelled/);
    await t.app.jobs.runDue(new Date(eraseAfter + DAY_MS));
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst(),
    ).toBeDefined();
    // A second sign-in says nothing more.
    const again = await signInByCode(person.email);
    expect(again.json().deletionCancelled).toBeUndefined();
  });

  it('refuses an administrator (named by ADMIN_EMAILS) and a signed-out caller', async () => {
    const admin = await signIn(t.app, ADMIN);
    const refused = await post(admin, '/api/me/deletion/code', { understood: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.adminRefused);
    expect((await post(admin, '/api/me/deletion', { code: '123456' })).statusCode).toBe(409);
    expect((await post(null, '/api/me/deletion/code', { understood: true })).statusCode).toBe(401);
    expect((await post(null, '/api/me/deletion', { code: '123456' })).statusCode).toBe(401);
  });

  it('takes a code only from the account that asked, and only as six digits', async () => {
    const alice = await signIn(t.app, 'alice.del@student.example.edu');
    const bob = await signIn(t.app, 'bob.del@student.example.edu');
    // A bare request does not start a deletion: the person must say they understand.
    expect((await post(alice, '/api/me/deletion/code', {})).statusCode).toBe(400);
    expect((await post(alice, '/api/me/deletion/code', { understood: true })).statusCode).toBe(200);
    const code = codeIn(await nextMailFor(alice.email));
    // Bob holds Alice's code: it is not his, and nothing changes for either.
    expect((await post(bob, '/api/me/deletion', { code })).statusCode).toBe(400);
    for (const payload of [{ code: 'abcdef' }, { code: '1'.repeat(5000) }, {}, { code, extra: 1 }]) {
      const bad = await post(alice, '/api/me/deletion', payload);
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
    }
    const rows = await t.app.db
      .selectFrom('users')
      .select(['email', 'erase_after'])
      .where('email', 'in', [alice.email, bob.email])
      .execute();
    expect(rows.every((row) => row.erase_after === null)).toBe(true);
  });
});
