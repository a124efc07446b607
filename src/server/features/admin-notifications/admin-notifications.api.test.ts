import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_CHOICES, type AdminNotifications } from '#common/admin-notifications';
import { insertProgram } from '#server/features/content/repository';
import { insertEvent } from '#server/features/events/repository';
import { insertRegistration } from '#server/features/events/registrations/repository';
import { insertPost } from '#server/test-support/posts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { racingJobRunner } from '#server/test-support/racing-runner';
import { dailySummaryJob, nextSummary, scheduleDailySummary } from './daily-summary';

// docs/product.md#admin-notifications: each admin's choice per kind of waiting work — at once, daily, none.

const FIRST = 'first.admin@iic.example.edu';
const SECOND = 'second.admin@iic.example.edu';
const THIRD = 'third.admin@iic.example.edu';
let t: TestApp;
let first: SignedIn;
let second: SignedIn;
let third: SignedIn;
let author: SignedIn;
let readers: SignedIn[];

function call(who: SignedIn | null, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function choose(who: SignedIn, choices: Partial<AdminNotifications>) {
  const answer = await call(who, 'PATCH', '/api/me/notifications', choices);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as AdminNotifications;
}

/** Mails queued in the outbox whose subject starts with `prefix`, oldest first. */
function outbox(prefix: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'headers_json'])
    .where('subject', 'like', `${prefix}%`)
    .orderBy('id', 'asc')
    .execute();
}

const NONE: AdminNotifications = {
  post: 'none',
  report: 'none',
  verification: 'none',
  application: 'none',
  event: 'none',
};

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [FIRST, SECOND, THIRD] });
  first = await signIn(t.app, FIRST);
  second = await signIn(t.app, SECOND);
  third = await signIn(t.app, THIRD);
  author = await signIn(t.app, 'notified.author@example.org', 'Notified Author');
  readers = [];
  for (let n = 0; n < 3; n += 1) readers.push(await signIn(t.app, `notified.reader${n}@example.org`));
  await insertProgram(t.app.db, {
    slug: 'incubation',
    title: 'Incubation Programme',
    duration: '12 months',
    summary: 'Space and mentoring.',
    features: ['Desk'],
    position: 1,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('admin notification choices', () => {
  it('answers the defaults until an admin chooses, stores partial changes, and is for admins only', async () => {
    const mine = await call(first, 'GET', '/api/me/notifications');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(DEFAULT_ADMIN_CHOICES);
    expect(await choose(first, { post: 'instant' })).toEqual({ ...DEFAULT_ADMIN_CHOICES, post: 'instant' });
    // Another admin's choices are their own.
    expect((await call(second, 'GET', '/api/me/notifications')).json()).toEqual(DEFAULT_ADMIN_CHOICES);
    expect((await call(author, 'GET', '/api/me/notifications')).statusCode).toBe(403);
    expect((await call(author, 'PATCH', '/api/me/notifications', { post: 'none' })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/me/notifications')).statusCode).toBe(401);
    const wrong = await call(first, 'PATCH', '/api/me/notifications', { post: 'hourly' });
    expect(wrong.statusCode).toBe(400);
    const unknown = await call(first, 'PATCH', '/api/me/notifications', { everything: 'none' });
    expect(unknown.statusCode).toBe(400);
    expect((await call(first, 'GET', '/api/me/notifications')).json()).toMatchObject({ post: 'instant' });
  });
});

describe('instant mail when work starts waiting', () => {
  it('mails the admins who chose "at once" for that kind, in the transaction that created the work', async () => {
    await choose(first, { ...NONE, post: 'instant', report: 'instant', verification: 'instant' });
    await choose(second, { ...NONE, report: 'instant', application: 'instant' });
    await choose(third, NONE);

    const posted = await call(author, 'POST', '/api/ideas', {
      title: 'Instant idea',
      mainTag: 'CleanTech',
      description: 'An idea that should reach the first admin at once.',
      ownerName: 'Notified Author',
      designation: 'Student',
      contact: '+91 98765 43210',
      extraTags: '',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const postMails = await outbox('Waiting: Instant idea');
    expect(postMails.map((mail) => mail.to_address)).toEqual([FIRST]);
    expect(postMails[0]!.text_body).toContain('Pending posts');
    const headers = JSON.parse(postMails[0]!.headers_json) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/\/api\/notifications\/one-click-unsubscribe\?token=/);

    // A reported post starts waiting with its first open report: the next reports tell nobody again.
    const listed = await insertPost(t.app.db, 'project', author.id, 'Reported project', 'approved');
    for (const reader of readers)
      expect(
        (await call(reader, 'POST', `/api/projects/${listed}/reports`, { reason: 'spam' })).statusCode,
      ).toBe(201);
    const reportMails = await outbox('Waiting: Reported project');
    expect(reportMails.map((mail) => mail.to_address).sort()).toEqual([FIRST, SECOND]);

    const verification = {
      companyName: 'Instant Robotics',
      companyWebsite: 'https://instant.example.com',
      linkedinUrl: 'https://www.linkedin.com/company/instant',
      additionalInfo: 'Robots.',
    };
    expect((await call(author, 'POST', '/api/company-verification', verification)).statusCode).toBeLessThan(
      300,
    );
    // Refused (one open request per person): the work did not start waiting, so nobody is mailed again.
    expect((await call(author, 'POST', '/api/company-verification', verification)).statusCode).toBe(409);
    expect((await outbox('Waiting: Instant Robotics')).map((mail) => mail.to_address)).toEqual([FIRST]);

    // Programme applications go through calls now (docs/decisions/040-one-way-to-apply-to-a-programme.md):
    // nothing starts waiting as a programme application, so the second admin hears of nothing more.
    expect((await outbox('Waiting:')).filter((mail) => mail.to_address === SECOND)).toHaveLength(1);
  });

  it('stops one kind with the one-click link of its mail, and refuses a forged link', async () => {
    const [mail] = await outbox('Waiting: Instant idea');
    const link = new URL(/<([^>]+)>/.exec(JSON.parse(mail!.headers_json)['List-Unsubscribe'] as string)![1]!);
    const answer = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await call(first, 'GET', '/api/me/notifications')).json()).toMatchObject({
      post: 'none',
      report: 'instant',
    });
    const token = link.searchParams.get('token')!;
    const forged = token.replace(/^\d+/, String(second.id));
    const refused = await call(null, 'POST', `/api/notifications/one-click-unsubscribe?token=${forged}`, {});
    expect(refused.statusCode).toBe(400);
    expect((await call(second, 'GET', '/api/me/notifications')).json()).toMatchObject({ report: 'instant' });
  });
});

describe('the daily summary', () => {
  const at = (day: number, hour: number) => new Date(Date.UTC(2020, 0, day, hour)).toISOString();

  it('mails each admin who chose it what waits of their kinds, oldest first, once per day', async () => {
    // Only pending posts from here on: the earlier tests' items are decided or cleared.
    await t.app.db.deleteFrom('post_reports').execute();
    await t.app.db.deleteFrom('company_verifications').execute();
    await t.app.db.deleteFrom('program_applications').execute();
    await t.app.db.deleteFrom('ideas').execute();
    await insertPost(t.app.db, 'internship', author.id, 'Newer internship', 'pending', at(3, 9));
    await insertPost(t.app.db, 'idea', author.id, 'Oldest idea', 'pending', at(1, 9));
    await insertPost(t.app.db, 'project', author.id, 'Middle project', 'pending', at(2, 9));
    await choose(first, { ...NONE, post: 'daily' });
    await choose(second, { ...NONE, post: 'daily', report: 'daily' });
    // Chose the summary only for a kind with nothing waiting: no mail at all.
    await choose(third, { ...NONE, event: 'daily' });

    const job = dailySummaryJob(t.app);
    const now = new Date();
    await scheduleDailySummary(t.app, job, t.app.db, now);
    const next = nextSummary(now, t.app.config.centreTimezone);
    expect(await t.app.jobs.runDue(new Date(next.at.getTime() - 60_000))).toBe(0);
    expect(await t.app.jobs.runDue(next.at)).toBe(1);

    const summaries = await outbox('Daily summary');
    expect(summaries.map((mail) => mail.to_address).sort()).toEqual([FIRST, SECOND]);
    const text = summaries[0]!.text_body;
    expect(summaries[0]!.subject).toBe('Daily summary: 3 items wait');
    expect(text).toContain('Pending posts: 3');
    expect(text.indexOf('Oldest idea')).toBeLessThan(text.indexOf('Middle project'));
    expect(text.indexOf('Middle project')).toBeLessThan(text.indexOf('Newer internship'));
    expect(text).toContain('waiting since 1 Jan 2020');
    const headers = JSON.parse(summaries[0]!.headers_json) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The same day again (a restart schedules it again, a second runner looks too): nothing more.
    await scheduleDailySummary(t.app, job, t.app.db, new Date(next.at.getTime() - 60_000));
    expect(await t.app.jobs.runDue(next.at)).toBe(0);
    expect(await outbox('Daily summary')).toHaveLength(2);

    // The run scheduled the next day's summary, at the same hour of the centre's clock.
    const following = nextSummary(next.at, t.app.config.centreTimezone);
    expect(following.at.getTime() - next.at.getTime()).toBe(86_400_000);
    const scheduled = await t.app.db
      .selectFrom('jobs')
      .select(['unique_key', 'status'])
      .where('kind', '=', 'admin-daily-summary')
      .orderBy('id', 'asc')
      .execute();
    expect(scheduled).toEqual([
      { unique_key: `admin-daily-summary:${next.day}`, status: 'done' },
      { unique_key: `admin-daily-summary:${following.day}`, status: 'pending' },
    ]);
  });

  it('sends each admin exactly one summary when two runners reach the day at once', async () => {
    const other = await racingJobRunner(t, dailySummaryJob(t.app));
    try {
      const jobs = await t.app.db
        .selectFrom('jobs')
        .select('due_at')
        .where('kind', '=', 'admin-daily-summary')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const due = new Date(jobs.due_at);
      const [one, two] = await Promise.all([t.app.jobs.runDue(due), other.jobs.runDue(due)]);
      expect(one + two).toBe(1);
      const summaries = await outbox('Daily summary');
      expect(summaries.map((mail) => mail.to_address).sort()).toEqual([FIRST, FIRST, SECOND, SECOND]);
    } finally {
      await other.close();
    }
  });

  it('stops the summary with its one-click link: every kind mailed daily becomes "no mail"', async () => {
    const [mail] = (await outbox('Daily summary')).filter((each) => each.to_address === SECOND);
    const link = new URL(/<([^>]+)>/.exec(JSON.parse(mail!.headers_json)['List-Unsubscribe'] as string)![1]!);
    const answer = await call(null, 'POST', `${link.pathname}${link.search}`, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await call(second, 'GET', '/api/me/notifications')).json()).toEqual(NONE);
  });
});

describe('events nearly full', () => {
  it('mails the admins who chose "at once" exactly once, when the seat that makes it nearly full is taken, even at the same moment', async () => {
    await choose(first, { ...NONE, event: 'instant' });
    await choose(second, NONE);
    await choose(third, { ...NONE, event: 'daily' });
    const now = new Date().toISOString();
    const picture = { key: 'crowded-demo-day' };
    await t.app.db.insertInto('media_assets').values({ key: picture.key, created_at: now }).execute();
    // Ten seats: nearly full from the ninth (90 %).
    const event = await insertEvent(t.app.db, {
      name: 'Crowded demo day',
      description: 'Everyone wants a seat.',
      category: 'workshop',
      image_key: picture.key,
      start_date: '2031-03-01',
      end_date: '2031-03-01',
      location: 'Hall A',
      attendees: 10,
      registration_link: '',
      registration_mode: 'site',
      registration_opens_at: null,
      registration_closes_at: null,
      created_at: now,
      updated_at: now,
    });
    const people: SignedIn[] = [];
    for (let n = 0; n < 10; n += 1) people.push(await signIn(t.app, `crowd${n}@example.org`));
    for (const [index, person] of people.slice(0, 7).entries())
      await insertRegistration(t.app.db, {
        event_id: event.id,
        user_id: person.id,
        status: 'registered',
        answer: '',
        queue_number: index + 1,
        check_in_code: `CROWD${index}`,
        created_at: now,
        updated_at: now,
      });
    // The eighth, ninth and tenth seats at once: only the ninth makes it nearly full.
    const answers = await Promise.all(
      people.slice(7).map((person) => call(person, 'POST', `/api/events/${event.id}/registrations`, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const mails = await outbox('Waiting: Crowded demo day');
    expect(mails.map((mail) => mail.to_address)).toEqual([FIRST]);
    expect(mails[0]!.text_body).toContain('9 of 10 seats taken');
    // A seat freed and taken again does not tell anyone a second time.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/registrations/me`,
      headers: people[9]!.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await call(people[9]!, 'POST', `/api/events/${event.id}/registrations`, {})).statusCode).toBe(
      201,
    );
    expect(await outbox('Waiting: Crowded demo day')).toHaveLength(1);
  });
});

describe('an admin who is also the centre inbox', () => {
  it('gets each notice once: the inbox mail, not also the instant admin mail', async () => {
    const INBOX = 'incubation@iic.example.edu';
    const inboxApp = await createTestApp({ adminEmails: [INBOX, FIRST], centreInbox: INBOX });
    try {
      const inboxAdmin = await signIn(inboxApp.app, INBOX);
      const otherAdmin = await signIn(inboxApp.app, FIRST);
      const everything = {
        post: 'instant',
        report: 'instant',
        verification: 'instant',
        application: 'instant',
        event: 'instant',
      };
      for (const admin of [inboxAdmin, otherAdmin]) {
        const chosen = await inboxApp.app.inject({
          method: 'PATCH',
          url: '/api/me/notifications',
          headers: admin.headers,
          payload: everything,
        });
        expect(chosen.statusCode, chosen.body).toBe(200);
      }
      const applicant = await signIn(inboxApp.app, 'inbox.applicant@example.org', 'Inbox Applicant');
      const mailsTo = async (to: string) =>
        (
          await inboxApp.app.db
            .selectFrom('mail_outbox')
            .select('subject')
            .where('to_address', '=', to)
            .execute()
        ).length;
      const send = async (url: string, payload: Record<string, unknown>) => {
        const before = [await mailsTo(INBOX), await mailsTo(FIRST)];
        const answer = await inboxApp.app.inject({
          method: 'POST',
          url,
          headers: applicant.headers,
          payload,
        });
        expect(answer.statusCode, answer.body).toBeLessThan(300);
        return [(await mailsTo(INBOX)) - before[0]!, (await mailsTo(FIRST)) - before[1]!];
      };
      // One mail to the inbox each time; the other admin still gets their instant mail.
      expect(
        await send('/api/ideas', {
          title: 'Inbox idea',
          mainTag: 'CleanTech',
          description: 'An idea the inbox hears about once.',
          ownerName: 'Inbox Applicant',
          designation: 'Student',
          contact: '+91 98765 43210',
          extraTags: '',
        }),
      ).toEqual([1, 1]);
      expect(
        await send('/api/company-verification', {
          companyName: 'Inbox Robotics',
          companyWebsite: 'https://inbox.example.com',
          linkedinUrl: 'https://www.linkedin.com/company/inbox',
          additionalInfo: 'Robots.',
        }),
      ).toEqual([1, 1]);
    } finally {
      await inboxApp.close();
    }
  });
});
