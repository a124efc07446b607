import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OPPORTUNITY_KINDS, type OpportunityKind } from '#common/opportunities-constants';
import { REPORT_MESSAGES, REPORTS_TO_HIDE } from '#common/reports';
import { buildApp } from '#server/app';
import { insertPost } from '#server/test-support/posts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';

// docs/product.md#reports: one report per person and post, three open reports hide a post at once.

const CENTRE = 'centre.inbox@iic.example.edu';
const PATHS = { idea: 'ideas', project: 'projects', internship: 'internships' } as const;
let sink: SmtpTestServer;
let t: TestApp;
let owner: SignedIn;
let people: SignedIn[];

beforeAll(async () => {
  sink = await startSmtpTestServer();
  t = await createTestApp({ smtpUrl: sink.url, centreInbox: CENTRE, mailWorker: true });
  owner = await signIn(t.app, 'poster@example.org', 'Post Owner');
  people = [];
  for (let n = 0; n < 12; n += 1) people.push(await signIn(t.app, `reader${n}@example.org`));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

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

describe('reports', () => {
  it.each(OPPORTUNITY_KINDS)(
    'the third distinct report hides a listed %s and tells the centre',
    async (kind) => {
      const title = `Spammy ${kind}`;
      const id = await insertPost(t.app.db, kind, owner.id, title);
      for (const who of people.slice(0, REPORTS_TO_HIDE - 1)) {
        const answer = await report(t.app, who, kind, id, { reason: 'misleading', text: 'Not a real offer' });
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toEqual({ message: REPORT_MESSAGES.received });
      }
      expect(await listedTitles(kind)).toContain(title);
      expect(await hiddenMails(title)).toEqual([]);

      const third = await report(t.app, people[REPORTS_TO_HIDE - 1]!, kind, id);
      expect(third.statusCode).toBe(201);
      expect(await listedTitles(kind)).not.toContain(title);
      expect(await hiddenMails(title)).toEqual([{ to_address: CENTRE }]);
      const mail = await sink.waitFor((m) => m.subject === `Hidden after reports: ${title}`);
      expect(mail.text).toContain('Not a real offer');

      // A fourth report is still received, and tells nobody again.
      expect((await report(t.app, people[REPORTS_TO_HIDE]!, kind, id)).statusCode).toBe(201);
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
    'hides a post exactly once when ten reports and one person’s repeats arrive at the same time',
    { timeout: 180_000 },
    async () => {
      const title = 'Rushed idea';
      const id = await insertPost(t.app.db, 'idea', owner.id, title);
      // On PostgreSQL half the requests go to a second server instance on the same database.
      let second: FastifyInstance = t.app;
      if (testDialect === 'postgres') {
        second = await buildApp(testConfig(t.database.settings, { centreInbox: CENTRE }), { logger: false });
        await second.ready();
      }
      try {
        const reporters = [...people.slice(0, 10), people[11]!, people[11]!, people[11]!];
        const answers = await Promise.all(
          reporters.map((who, n) => report(n % 2 === 0 ? t.app : second, who, 'idea', id)),
        );
        const codes = answers.map((answer) => answer.statusCode).sort();
        expect(codes.filter((code) => code === 201)).toHaveLength(11);
        expect(codes.filter((code) => code === 409)).toHaveLength(2);
        expect(await listedTitles('idea')).not.toContain(title);
        expect(await hiddenMails(title)).toHaveLength(1);
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
