import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationQueue, QueueItem } from '#common/moderation';
import { insertEvent } from '#server/features/events/repository';
import { insertRegistration } from '#server/features/events/registrations/repository';
import { insertApplication } from '#server/features/program-applications';
import { insertPost } from '#server/test-support/posts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// docs/product.md#moderation-queue: every waiting thing in one list, decided through its own feature.

const ADMIN_EMAIL = 'queue-admin@iic.example.edu';
let sink: SmtpTestServer;
let t: TestApp;
let admin: SignedIn;
let author: SignedIn;
let readers: SignedIn[];

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();

function call(who: SignedIn | null, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function queue(kind?: string): Promise<ModerationQueue> {
  const answer = await call(admin, 'GET', `/api/admin/moderation${kind ? `?kind=${kind}` : ''}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ModerationQueue;
}

const find = (items: QueueItem[], title: string) => items.find((item) => item.title.startsWith(title));

async function audited(action: string, subjectId: number) {
  return t.app.db
    .selectFrom('audit_log')
    .select('summary')
    .where('action', '=', action)
    .where('subject_id', '=', String(subjectId))
    .execute();
}

let pendingIdea: number;
let hiddenProject: number;
let reportedInternship: number;
let eventId: number;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  t = await createTestApp({
    smtpUrl: sink.url,
    mailWorker: true,
    adminEmails: [ADMIN_EMAIL],
    seedDemoContent: true,
  });
  admin = await signIn(t.app, ADMIN_EMAIL);
  author = await signIn(t.app, 'queue.author@example.org', 'Queue Author');
  readers = [];
  for (let n = 0; n < 4; n += 1) readers.push(await signIn(t.app, `queue.reader${n}@example.org`));

  pendingIdea = await insertPost(t.app.db, 'idea', author.id, 'Queued idea', 'pending', at(5));
  hiddenProject = await insertPost(t.app.db, 'project', author.id, 'Hidden project', 'approved', at(1));
  reportedInternship = await insertPost(t.app.db, 'internship', author.id, 'Reported internship', 'approved');
  // Reports hide a post only from established accounts (docs/product.md#reports): these have verified
  // university emails.
  for (const [n, reader] of readers.slice(0, 3).entries())
    await t.app.db
      .updateTable('users')
      .set({
        affiliation: 'student',
        affiliation_email: `queue.reader${n}@iic.example.edu`,
        affiliation_verified_at: new Date().toISOString(),
      })
      .where('id', '=', reader.id)
      .execute();
  for (const reader of readers.slice(0, 3))
    expect(
      (await call(reader, 'POST', `/api/projects/${hiddenProject}/reports`, { reason: 'spam' })).statusCode,
    ).toBe(201);
  const report = await call(readers[3]!, 'POST', `/api/internships/${reportedInternship}/reports`, {
    reason: 'misleading',
    text: 'No such company',
  });
  expect(report.statusCode).toBe(201);

  const asked = await call(author, 'POST', '/api/company-verification', {
    companyName: 'Queue Robotics',
    companyWebsite: 'https://queue.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/queue',
    additionalInfo: 'Robots that wait in line.',
  });
  expect(asked.statusCode, asked.body).toBeLessThan(300);
  // An application to a programme from before its calls, still waiting for its answer.
  await insertApplication(t.app.db, {
    user_id: readers[0]!.id,
    program_slug: 'incubation',
    team_name: 'Queue Team',
    stage: 'Prototype',
    description: 'We build queues.',
    team_size: 2,
    website: 'https://team.example.com',
    phone: '+91 90000 11111',
    created_at: new Date().toISOString(),
    decided_at: null,
    decided_by: null,
  });

  // Two seats, both taken: nearly full (and full).
  const now = new Date().toISOString();
  const picture = await t.app.db.selectFrom('media_assets').select('key').executeTakeFirstOrThrow();
  const event = await insertEvent(t.app.db, {
    name: 'Packed workshop',
    description: 'Everyone wants in.',
    category: 'workshop',
    image_key: picture.key,
    start_date: '2031-03-01',
    end_date: '2031-03-01',
    location: 'Hall A',
    attendees: 2,
    registration_link: '',
    registration_mode: 'site',
    registration_opens_at: null,
    registration_closes_at: null,
    created_at: now,
    updated_at: now,
  });
  eventId = event.id;
  for (const [index, reader] of readers.slice(0, 2).entries())
    await insertRegistration(t.app.db, {
      event_id: eventId,
      user_id: reader.id,
      status: 'registered',
      answer: '',
      queue_number: index + 1,
      check_in_code: `CODE${index}`,
      created_at: now,
      updated_at: now,
    });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('moderation queue', () => {
  it('lists every kind of waiting work in one list, oldest first, with counts per kind', async () => {
    const all = await queue();
    expect(all.counts).toEqual({ post: 1, report: 2, verification: 1, application: 1, event: 1 });
    expect(all.total).toBe(6);
    const since = all.items.map((item) => item.since);
    expect(since).toEqual([...since].sort());
    expect(find(all.items, 'Queued idea')).toMatchObject({
      kind: 'post',
      subject: 'idea',
      detail: author.email,
      actions: ['approve', 'decline'],
    });
    expect(find(all.items, 'Hidden project')).toMatchObject({
      kind: 'report',
      hidden: true,
      actions: ['restore', 'remove'],
    });
    expect(find(all.items, 'Hidden project')!.reports).toHaveLength(3);
    expect(find(all.items, 'Reported internship')).toMatchObject({
      hidden: false,
      actions: ['dismiss', 'remove'],
      reports: [{ reason: 'misleading', text: 'No such company' }],
    });
    expect(find(all.items, 'Queue Robotics')).toMatchObject({ kind: 'verification', detail: author.email });
    expect(find(all.items, 'Queue Team')).toMatchObject({ kind: 'application' });
    expect(find(all.items, 'Packed workshop')).toMatchObject({
      kind: 'event',
      detail: '2 of 2 seats taken · starts 1 Mar 2031',
      actions: [],
    });

    const reports = await queue('report');
    expect(reports.items.map((item) => item.kind)).toEqual(['report', 'report']);
    expect(reports.counts).toEqual(all.counts);
  });

  it('carries what the public will see once approved, who posted it and who reported it why', async () => {
    const all = await queue();
    const posterOf = { name: 'Queue Author', email: author.email };
    expect(find(all.items, 'Queued idea')).toMatchObject({
      poster: posterOf,
      content: {
        kind: 'idea',
        title: 'Queued idea',
        description: 'About Queued idea',
        ownerName: 'Post Owner',
        designation: 'Student',
        mainTag: 'General',
        extraTags: [],
        contact: '+91 98765 43210',
        status: 'pending',
      },
    });
    const project = find(all.items, 'Hidden project')!;
    expect(project.poster).toEqual(posterOf);
    expect(project.content).toMatchObject({
      kind: 'project',
      projectTitle: 'Hidden project',
      byWhom: 'Post Owner',
      description: 'About Hidden project',
      requirements: 'Curiosity',
      applicationLink: 'https://example.org/apply',
      workType: 'Remote',
      contact: 'owner@example.org',
      status: 'approved',
    });
    expect(project.reports.map((report) => report.reporter.email).sort()).toEqual(
      readers
        .slice(0, 3)
        .map((reader) => reader.email)
        .sort(),
    );
    const internship = find(all.items, 'Reported internship')!;
    expect(internship.content).toMatchObject({
      kind: 'internship',
      company: 'Acme Robotics',
      location: 'Bengaluru',
      type: 'Full-time',
      duration: '3 months',
      stipend: 10000,
      applyLink: 'https://example.org/apply',
    });
    expect(internship.reports).toEqual([
      {
        reporter: { name: '', email: readers[3]!.email },
        reason: 'misleading',
        text: 'No such company',
        createdAt: expect.any(String) as string,
        fromNewAccount: true,
      },
    ]);
    expect(find(all.items, 'Queue Robotics')).toMatchObject({
      poster: posterOf,
      content: {
        kind: 'verification',
        companyWebsite: 'https://queue.example.com',
        linkedinUrl: 'https://www.linkedin.com/company/queue',
        socialMediaUrl: null,
        additionalInfo: 'Robots that wait in line.',
      },
    });
    expect(find(all.items, 'Queue Team')).toMatchObject({
      poster: { name: '', email: readers[0]!.email },
      content: {
        kind: 'application',
        program: 'incubation',
        stage: 'Prototype',
        description: 'We build queues.',
        teamSize: 2,
        website: 'https://team.example.com',
        phone: '+91 90000 11111',
      },
    });
    expect(find(all.items, 'Packed workshop')).toMatchObject({ poster: null, content: null });
  });

  it('approves a pending post through the posts feature: listed, author mailed, audited', async () => {
    const answer = await call(admin, 'PATCH', `/api/admin/moderation/idea/${pendingIdea}`, {
      action: 'approve',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const ideas = (await call(null, 'GET', '/api/ideas?pageSize=50')).json() as {
      items: { title: string }[];
    };
    expect(ideas.items.map((idea) => idea.title)).toContain('Queued idea');
    await sink.waitFor((m) => m.subject === 'Approved: Queued idea');
    expect(await audited('idea.approve', pendingIdea)).toHaveLength(1);
    const again = await call(admin, 'PATCH', `/api/admin/moderation/idea/${pendingIdea}`, {
      action: 'decline',
    });
    expect(again.statusCode).toBe(409);
    expect(find((await queue()).items, 'Queued idea')).toBeUndefined();
  });

  it('restores a hidden post: listed again, its reports closed, audited, the author mailed', async () => {
    const answer = await call(admin, 'PATCH', `/api/admin/moderation/project/${hiddenProject}`, {
      action: 'restore',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const projects = (await call(null, 'GET', '/api/projects?pageSize=50')).json() as {
      items: { projectTitle: string }[];
    };
    expect(projects.items.map((project) => project.projectTitle)).toContain('Hidden project');
    expect(await audited('project.restore', hiddenProject)).toHaveLength(1);
    const mail = await sink.waitFor((m) => m.subject === 'Listed again: Hidden project');
    expect(mail.envelopeTo).toEqual([author.email]);
    expect(mail.text).toContain('listed it again');
    expect(find((await queue()).items, 'Hidden project')).toBeUndefined();
    // Nothing left to restore.
    const again = await call(admin, 'PATCH', `/api/admin/moderation/project/${hiddenProject}`, {
      action: 'restore',
    });
    expect(again.statusCode).toBe(404);
  });

  it('removes a reported post for good and mails the author the reason', async () => {
    const answer = await call(admin, 'PATCH', `/api/admin/moderation/internship/${reportedInternship}`, {
      action: 'remove',
      reason: 'The company could not be found.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await sink.waitFor((m) => m.subject === 'Removed: Reported internship');
    expect(mail.envelopeTo).toEqual([author.email]);
    expect(mail.text).toContain('The company could not be found.');
    expect(await audited('internship.remove', reportedInternship)).toHaveLength(1);
    const internships = (await call(null, 'GET', '/api/internships?pageSize=50')).json() as {
      items: { title: string }[];
    };
    expect(internships.items.map((item) => item.title)).not.toContain('Reported internship');
  });

  it('decides verifications and applications through their own features', async () => {
    const waiting = await queue();
    const verification = find(waiting.items, 'Queue Robotics')!;
    const application = find(waiting.items, 'Queue Team')!;
    expect(
      (
        await call(admin, 'PATCH', `/api/admin/moderation/verification/${verification.id}`, {
          action: 'decline',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(admin, 'PATCH', `/api/admin/moderation/application/${application.id}`, {
          action: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    expect(await audited('verification.decline', verification.id)).toHaveLength(1);
    expect(await audited('application.accept', application.id)).toHaveLength(1);
    const after = await queue();
    expect(after.counts).toMatchObject({ verification: 0, application: 0 });
  });

  it('refuses actions that do not fit, unknown items and bad input with a clear 4xx', async () => {
    const post = await insertPost(t.app.db, 'idea', author.id, 'Another pending idea', 'pending');
    const wrong = await call(admin, 'PATCH', `/api/admin/moderation/verification/1`, { action: 'restore' });
    expect(wrong.statusCode).toBe(400);
    const missing = await call(admin, 'PATCH', `/api/admin/moderation/idea/${post}`, { action: 'dismiss' });
    expect(missing.statusCode).toBe(404);
    const unknown = await call(admin, 'PATCH', `/api/admin/moderation/event/${eventId}`, {
      action: 'approve',
    });
    expect(unknown.statusCode).toBe(400);
    const badKind = await call(admin, 'GET', '/api/admin/moderation?kind=everything');
    expect(badKind.statusCode).toBe(400);
    const long = await call(admin, 'PATCH', `/api/admin/moderation/idea/${post}`, {
      action: 'decline',
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect((await call(author, 'GET', '/api/admin/moderation')).statusCode).toBe(403);
  });
});
