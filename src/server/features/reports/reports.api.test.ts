import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OPPORTUNITY_KINDS, type OpportunityKind } from '#common/opportunities-constants';
import type { ModerationQueue } from '#common/moderation';
import {
  ESTABLISHED_ACCOUNT_DAYS,
  type EstablishedGround,
  REPORT_MESSAGES,
  REPORTS_TO_HIDE,
} from '#common/reports';
import { buildApp } from '#server/app';
import { insertEvent } from '#server/features/events/repository';
import { insertRegistration } from '#server/features/events/registrations/repository';
import type { RegistrationStatus } from '#server/db/database';
import { insertGrant } from '#server/modules/roles';
import { apply } from '#server/test-support/post-applications';
import { insertPost } from '#server/test-support/posts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';

// docs/product.md#reports: one report per person and post; every report puts the post in the moderation queue,
// and three open reports from established accounts hide it at once. New accounts' reports hide nothing.

const CENTRE = 'centre.inbox@iic.example.edu';
const ADMIN = 'moderator@iic.example.edu';
const PATHS = { idea: 'ideas', project: 'projects', internship: 'internships' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
let sink: SmtpTestServer;
let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;
let people: SignedIn[];
let accounts = 0;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: sink.url, centreInbox: CENTRE, adminEmails: [ADMIN], mailWorker: true });
  owner = await signIn(t.app, 'poster@example.org', 'Post Owner');
  // Admins are mailed once they have signed in (docs/product.md#admin-notifications).
  admin = await signIn(t.app, ADMIN);
  people = [];
  for (let n = 0; n < 12; n += 1) people.push(await signIn(t.app, `reader${n}@example.org`));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** A brand-new account: signed up a moment ago, nothing to its name. */
function freshAccount(): Promise<SignedIn> {
  accounts += 1;
  return signIn(t.app, `fresh${accounts}@example.org`);
}

/** Moves an account's creation back, as if it had signed up `days` ago. */
async function ageAccount(who: SignedIn, days: number) {
  const createdAt = new Date(Date.now() - days * DAY_MS).toISOString();
  await t.app.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', who.id).execute();
}

/** A registration of `who` for an event of its own, in `status`, as the registrations feature stores one. */
async function registerForEvent(who: SignedIn, status: RegistrationStatus) {
  const now = new Date().toISOString();
  const imageKey = `report-test-${who.id}`;
  // The event's picture: the row the event refers to is enough here, nobody shows it.
  await t.app.db.insertInto('media_assets').values({ key: imageKey, created_at: now }).execute();
  const event = await insertEvent(t.app.db, {
    name: `Workshop for ${who.email}`,
    description: 'Hands-on.',
    category: 'workshop',
    image_key: imageKey,
    start_date: '2026-01-10',
    end_date: '2026-01-10',
    location: 'Hall A',
    attendees: 30,
    registration_link: '',
    registration_mode: 'site',
    registration_opens_at: null,
    registration_closes_at: null,
    created_at: now,
    updated_at: now,
  });
  await insertRegistration(t.app.db, {
    event_id: event.id,
    user_id: who.id,
    status,
    answer: '',
    queue_number: 1,
    check_in_code: `R${who.id}`,
    created_at: now,
    updated_at: now,
  });
}

/**
 * An account established on `ground` (docs/product.md#reports), given what the site would have recorded:
 * history is an approved post of its own, (`application`) an application sent through the site or
 * (`registration`) an event registration.
 */
async function establishedAccount(
  ground: EstablishedGround | 'admin' | 'application' | 'registration',
): Promise<SignedIn> {
  if (ground === 'admin') return admin;
  const who = await freshAccount();
  const now = new Date().toISOString();
  if (ground === 'role')
    await insertGrant(t.app.db, { user_id: who.id, role: 'reviewer', granted_at: now, granted_by: ADMIN });
  else if (ground === 'university-email')
    await t.app.db
      .updateTable('users')
      .set({
        affiliation: 'student',
        affiliation_email: `s${who.id}@iic.example.edu`,
        affiliation_verified_at: now,
      })
      .where('id', '=', who.id)
      .execute();
  else if (ground === 'company')
    await t.app.db
      .insertInto('company_verifications')
      .values({
        user_id: who.id,
        user_email: who.email,
        company_name: 'Acme Robotics',
        company_website: 'https://acme.example.com',
        linkedin_url: null,
        social_media_url: null,
        additional_info: 'Robotics startup incubated at the centre.',
        status: 'approved',
        submitted_at: now,
        decided_at: now,
        decided_by: ADMIN,
      })
      .execute();
  else if (ground === 'history') {
    await insertPost(t.app.db, 'idea', who.id, `Earlier idea of ${who.email}`);
    await ageAccount(who, ESTABLISHED_ACCOUNT_DAYS + 1);
  } else if (ground === 'registration') {
    await registerForEvent(who, 'registered');
    await ageAccount(who, ESTABLISHED_ACCOUNT_DAYS + 1);
  } else {
    const internship = await insertPost(t.app.db, 'internship', owner.id, `Applied by ${who.email}`);
    expect((await apply(t.app, who, 'internship', internship)).statusCode).toBe(201);
    await ageAccount(who, ESTABLISHED_ACCOUNT_DAYS + 1);
  }
  return who;
}

function report(
  app: FastifyInstance,
  who: SignedIn | null,
  kind: OpportunityKind,
  id: number,
  body: unknown = { reason: 'spam' },
) {
  return app.inject({
    method: 'POST',
    url: `/api/${PATHS[kind]}/${id}/reports`,
    payload: body as Record<string, unknown>,
    headers: who?.headers ?? {},
  });
}

async function listedTitles(kind: OpportunityKind): Promise<string[]> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/${PATHS[kind]}?pageSize=50` });
  const items = (answer.json() as { items: { title?: string; projectTitle?: string }[] }).items;
  return items.map((item) => item.title ?? item.projectTitle ?? '');
}

async function hiddenMails(title: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select('to_address')
    .where('subject', '=', `Hidden after reports: ${title}`)
    .execute();
}

/** "Waiting: {title}", the admins' at-once mail when a post gets its first open report. */
async function waitingMails(title: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select('to_address')
    .where('subject', '=', `Waiting: ${title}`)
    .execute();
}

/** The post's entries among the moderation queue's reported posts, as an admin sees them. */
async function queueEntries(kind: OpportunityKind, id: number) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/admin/moderation?kind=report',
    headers: admin.headers,
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as ModerationQueue).items.filter((item) => item.subject === kind && item.id === id);
}

async function storedGrounds(kind: OpportunityKind, id: number) {
  const rows = await t.app.db
    .selectFrom('post_reports')
    .select('established_by')
    .where('kind', '=', kind)
    .where('post_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.established_by);
}

describe('reports', () => {
  it(
    'three brand-new accounts report an idea, a project and an internship: all stay listed, all wait in the queue, the admins are mailed',
    { timeout: 60_000 },
    async () => {
      const fresh = [await freshAccount(), await freshAccount(), await freshAccount()];
      for (const kind of OPPORTUNITY_KINDS) {
        const title = `Disliked ${kind}`;
        const id = await insertPost(t.app.db, kind, owner.id, title);
        for (const who of fresh) {
          const answer = await report(t.app, who, kind, id);
          expect(answer.statusCode).toBe(201);
          expect(answer.json()).toEqual({ message: REPORT_MESSAGES.received });
        }
        expect(await listedTitles(kind)).toContain(title);
        expect(await hiddenMails(title)).toEqual([]);
        expect(await storedGrounds(kind, id)).toEqual([null, null, null]);
        const [entry, ...more] = await queueEntries(kind, id);
        expect(more).toEqual([]);
        expect(entry).toMatchObject({ hidden: false, actions: ['dismiss', 'remove'] });
        expect(entry!.reports.map((queued) => queued.fromNewAccount)).toEqual([true, true, true]);
        expect(await waitingMails(title)).toEqual([{ to_address: ADMIN }]);
        await sink.waitFor((m) => m.subject === `Waiting: ${title}` && m.envelopeTo.includes(ADMIN));
      }
      // The internship they reported still takes applications.
      const internship = (await t.app.db
        .selectFrom('internships')
        .select('id')
        .where('title', '=', 'Disliked internship')
        .executeTakeFirstOrThrow())!.id;
      const applicant = await freshAccount();
      expect((await apply(t.app, applicant, 'internship', internship)).statusCode).toBe(201);
    },
  );

  it('an old account with no history (a cancelled registration is none), or a young one with history, is new', async () => {
    const old = await freshAccount();
    await ageAccount(old, 400);
    await registerForEvent(old, 'cancelled');
    const young = await freshAccount();
    await insertPost(t.app.db, 'project', young.id, `Project of ${young.email}`);
    await ageAccount(young, ESTABLISHED_ACCOUNT_DAYS - 1);
    const id = await insertPost(t.app.db, 'idea', owner.id, 'Idea of an old reader');
    expect((await report(t.app, old, 'idea', id)).statusCode).toBe(201);
    expect((await report(t.app, young, 'idea', id)).statusCode).toBe(201);
    expect(await storedGrounds('idea', id)).toEqual([null, null]);
  });

  it.each([
    ['idea', ['history', 'university-email', 'company']],
    ['project', ['role', 'application', 'university-email']],
    ['internship', ['company', 'admin', 'history']],
  ] as const)(
    'the third report of a listed %s from established accounts (%j) hides it and tells the centre',
    async (kind, grounds) => {
      const title = `Spammy ${kind}`;
      const id = await insertPost(t.app.db, kind, owner.id, title);
      expect(grounds).toHaveLength(REPORTS_TO_HIDE);
      const established = [];
      for (const ground of grounds) established.push(await establishedAccount(ground));
      const [first, second, third] = established;
      for (const who of [first!, second!, await freshAccount(), await freshAccount()]) {
        const answer = await report(t.app, who, kind, id, { reason: 'misleading', text: 'Not a real offer' });
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toEqual({ message: REPORT_MESSAGES.received });
      }
      // Two established reports and two new ones: listed, waiting in the queue.
      expect(await listedTitles(kind)).toContain(title);
      expect(await hiddenMails(title)).toEqual([]);
      expect(await queueEntries(kind, id)).toMatchObject([{ hidden: false }]);

      const last = await report(t.app, third!, kind, id);
      expect(last.statusCode).toBe(201);
      expect(last.json()).toEqual({ message: REPORT_MESSAGES.received });
      expect(await listedTitles(kind)).not.toContain(title);
      const stored = grounds.map((ground) =>
        ground === 'admin' ? 'role' : ground === 'application' ? 'history' : ground,
      );
      expect(await storedGrounds(kind, id)).toEqual([stored[0], stored[1], null, null, stored[2]]);
      expect(await hiddenMails(title)).toEqual([{ to_address: CENTRE }]);
      const mail = await sink.waitFor((m) => m.subject === `Hidden after reports: ${title}`);
      expect(mail.text).toContain('Not a real offer');
      expect(await queueEntries(kind, id)).toMatchObject([{ hidden: true, actions: ['restore', 'remove'] }]);
      const [entry] = await queueEntries(kind, id);
      expect(entry!.reports.map((queued) => queued.fromNewAccount)).toEqual([
        false,
        false,
        true,
        true,
        false,
      ]);
      expect(await waitingMails(title)).toEqual([{ to_address: ADMIN }]);
      if (kind === 'internship') {
        // Hidden, it is no longer open for applications (docs/product.md#applications-on-the-site).
        expect((await apply(t.app, await freshAccount(), 'internship', id)).statusCode).toBe(409);
      }

      // A later report is still received, and tells nobody again.
      expect((await report(t.app, await establishedAccount('role'), kind, id)).statusCode).toBe(201);
      expect(await hiddenMails(title)).toHaveLength(1);
    },
  );

  it("refuses a person's second report of the same post", async () => {
    const id = await insertPost(t.app.db, 'idea', owner.id, 'Reported twice');
    expect((await report(t.app, people[0]!, 'idea', id)).statusCode).toBe(201);
    const again = await report(t.app, people[0]!, 'idea', id, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REPORT_MESSAGES.alreadyReported });
  });

  it('accepts only listed posts: pending, declined and unknown ones answer 404 and store nothing', async () => {
    const pending = await insertPost(t.app.db, 'project', owner.id, 'Waiting project', 'pending');
    const declined = await insertPost(t.app.db, 'project', owner.id, 'Declined project', 'declined');
    for (const id of [pending, declined, 999_999]) {
      const answer = await report(t.app, people[0]!, 'project', id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: REPORT_MESSAGES.postNotFound });
    }
    const stored = await t.app.db
      .selectFrom('post_reports')
      .select('id')
      .where('post_id', 'in', [pending, declined, 999_999])
      .where('kind', '=', 'project')
      .execute();
    expect(stored).toEqual([]);
  });

  it('checks the reason and the text, and needs a signed-in person', async () => {
    const id = await insertPost(t.app.db, 'internship', owner.id, 'Checked internship');
    const other = await report(t.app, people[1]!, 'internship', id, { reason: 'other', text: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fieldErrors: { text: REPORT_MESSAGES.textRequired } });
    const unknown = await report(t.app, people[1]!, 'internship', id, { reason: 'boring' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { reason: REPORT_MESSAGES.reasonRequired } });
    const long = await report(t.app, people[1]!, 'internship', id, {
      reason: 'other',
      text: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect((await report(t.app, null, 'internship', id)).statusCode).toBe(401);
    const ok = await report(t.app, people[1]!, 'internship', id, { reason: 'other', text: ' Fake company ' });
    expect(ok.statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom('post_reports')
      .select(['reason', 'text'])
      .where('kind', '=', 'internship')
      .where('post_id', '=', id)
      .execute();
    expect(stored).toEqual([{ reason: 'other', text: 'Fake company' }]);
  });

  it(
    'hides a post exactly once when three established, five new reports and one person’s repeats arrive at the same time',
    { timeout: 180_000 },
    async () => {
      const title = 'Rushed idea';
      const id = await insertPost(t.app.db, 'idea', owner.id, title);
      const established = [
        await establishedAccount('registration'),
        await establishedAccount('university-email'),
        await establishedAccount('role'),
      ];
      const fresh = [];
      for (let n = 0; n < 6; n += 1) fresh.push(await freshAccount());
      // On PostgreSQL half the requests go to a second server instance on the same database.
      let second: FastifyInstance = t.app;
      if (testDialect === 'postgres') {
        second = await buildApp(
          testConfig(t.database.settings, { centreInbox: CENTRE, adminEmails: [ADMIN] }),
          {
            logger: false,
          },
        );
        await second.ready();
      }
      try {
        const reporters = [...established, ...fresh, fresh[5]!, fresh[5]!];
        const answers = await Promise.all(
          reporters.map((who, n) => report(n % 2 === 0 ? t.app : second, who, 'idea', id)),
        );
        const codes = answers.map((answer) => answer.statusCode).sort();
        // The person's identical repeats are one submission, answered with the first report
        // (docs/decisions/036-idempotent-submissions.md); nine reports are stored.
        expect(codes.filter((code) => code === 201)).toHaveLength(11);
        expect(await listedTitles('idea')).not.toContain(title);
        expect(await hiddenMails(title)).toHaveLength(1);
        const entries = await queueEntries('idea', id);
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ hidden: true });
        expect(entries[0]!.reports).toHaveLength(9);
        expect(await waitingMails(title)).toEqual([{ to_address: ADMIN }]);
      } finally {
        if (second !== t.app) await second.close();
      }
    },
  );

  it(
    'leaves a post listed when only new accounts report it at the same time, and queues it once',
    { timeout: 180_000 },
    async () => {
      const title = 'Rushed internship';
      const id = await insertPost(t.app.db, 'internship', owner.id, title);
      const established = [await establishedAccount('company'), await establishedAccount('history')];
      const fresh = [];
      for (let n = 0; n < 8; n += 1) fresh.push(await freshAccount());
      let second: FastifyInstance = t.app;
      if (testDialect === 'postgres') {
        second = await buildApp(
          testConfig(t.database.settings, { centreInbox: CENTRE, adminEmails: [ADMIN] }),
          {
            logger: false,
          },
        );
        await second.ready();
      }
      try {
        const answers = await Promise.all(
          [...established, ...fresh].map((who, n) =>
            report(n % 2 === 0 ? t.app : second, who, 'internship', id),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
        expect(await listedTitles('internship')).toContain(title);
        expect(await hiddenMails(title)).toEqual([]);
        expect(await queueEntries('internship', id)).toMatchObject([{ hidden: false }]);
        expect(await waitingMails(title)).toEqual([{ to_address: ADMIN }]);
        expect((await apply(t.app, await freshAccount(), 'internship', id)).statusCode).toBe(201);
      } finally {
        if (second !== t.app) await second.close();
      }
    },
  );

  it('limits how many reports one person sends in an hour', async () => {
    const who = await signIn(t.app, 'busy.reporter@example.org');
    const codes: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const id = await insertPost(t.app.db, 'project', owner.id, `Limit ${n}`);
      codes.push((await report(t.app, who, 'project', id)).statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
