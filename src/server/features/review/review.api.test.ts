import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentOverview, AssignmentSummary, Ranking } from '#common/assignment';
import { DECISION_MESSAGES, DECISION_TEMPLATES, type CallApplicationList, type Cohort } from '#common/calls';
import { REVIEW_MESSAGES as M, type ReviewQueue, type ReviewView } from '#common/review';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const ADMIN = 'review-admin@iic.example.edu';
const DAY = 86_400_000;
let t: TestApp;
let admin: SignedIn;
const reviewers: SignedIn[] = [];
const applicants: SignedIn[] = [];
let callId: number;
const applicationIds: number[] = [];

const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: as?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

async function outbox(to: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

/**
 * A blind call with a two-criterion rubric, four applicants and three reviewers; one reviewer declares a
 * conflict with one team by name. Applications go in through the routes while the call is open, then the
 * call is closed by moving its time (the deadline rule itself is tested in calls.api.test.ts).
 */
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN], seedDemoContent: true });
  admin = await signIn(t.app, ADMIN, 'Pat Admin');
  for (const [i, name] of ['Asha Reviewer', 'Bilal Reviewer', 'Chen Reviewer'].entries()) {
    const email = `reviewer${i}@panel${i}.example.org`;
    const granted = await call(admin, 'PUT', '/api/admin/people/roles', {
      email,
      role: 'reviewer',
      granted: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    reviewers.push(await signIn(t.app, email, name));
  }
  const created = await call(admin, 'POST', '/api/calls', {
    program: 'acceleration',
    title: 'Review round',
    opensAt: new Date(Date.now() - DAY).toISOString(),
    closesAt: new Date(Date.now() + DAY).toISOString(),
    reviewDeadline: new Date(Date.now() + 10 * DAY).toISOString(),
    rubric: [
      { id: 'team', name: 'Team', weight: 2 },
      { id: 'market', name: 'Market', weight: 1 },
    ],
    blind: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  callId = (created.json() as { id: number }).id;
  for (let i = 0; i < 4; i += 1) {
    const applicant = await signIn(t.app, `founder${i}@startup${i}.example.com`, `Founder ${i}`);
    applicants.push(applicant);
    const draft = await call(applicant, 'POST', `/api/calls/${callId}/applications`, {
      teamName: `Team ${i}`,
      stage: 'Prototype',
      description: `What team ${i} does`,
      teamSize: 2,
      website: `https://startup${i}.example.com`,
      phone: '+91 90000 00000',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = (draft.json() as { id: number }).id;
    applicationIds.push(id);
    const submitted = await call(applicant, 'PATCH', `/api/call-applications/${id}`, { submit: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  await t.app.db
    .updateTable('calls')
    .set({ closes_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', callId)
    .execute();
});
afterAll(async () => t?.close());

const queue = async (as: SignedIn) => (await call(as, 'GET', '/api/review/queue')).json() as ReviewQueue;
const overview = async () =>
  (await call(admin, 'GET', `/api/calls/${callId}/assignments`)).json() as AssignmentOverview;

describe('reviewing a call', () => {
  it('keeps a declared conflict away from the reviewer when assigning', async () => {
    const declared = await call(reviewers[0]!, 'PUT', '/api/review/conflicts', {
      values: ['  TEAM   1 ', 'team 1'],
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toEqual({ values: ['team 1'], message: M.conflictsSaved });
    expect((await call(reviewers[0]!, 'GET', '/api/review/conflicts')).json()).toMatchObject({
      values: ['team 1'],
    });
    const run = await call(admin, 'POST', `/api/calls/${callId}/assignments`, {
      reviewersPerApplication: 2,
      maxLoad: 3,
    });
    expect(run.statusCode, run.body).toBe(200);
    expect((run.json() as AssignmentSummary).added).toBe(8);
    const view = await overview();
    const team1 = view.applications.find((a) => a.teamName === 'Team 1')!;
    expect(team1.reviewers.map((r) => r.email)).not.toContain(reviewers[0]!.email);
    expect(view.reviewers.map((r) => [r.assigned, r.done])).toEqual([
      [expect.any(Number), 0],
      [expect.any(Number), 0],
      [expect.any(Number), 0],
    ]);
    // The reminder two days before the review deadline is scheduled once.
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select(['unique_key', 'due_at'])
      .where('kind', '=', 'review-reminder')
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it('shows a reviewer only their queue, without names in a blind call, and refuses others’ reviews', async () => {
    const mine = await queue(reviewers[1]!);
    expect(mine.calls).toEqual([expect.objectContaining({ id: callId, blind: true, done: 0 })]);
    expect(mine.items.length).toBe(mine.calls[0]!.assigned);
    expect(mine.items.every((item) => item.teamName === null)).toBe(true);
    const one = await call(reviewers[1]!, 'GET', `/api/review/assignments/${mine.items[0]!.id}`);
    expect(one.statusCode).toBe(200);
    const body = one.json() as ReviewView;
    expect(body.application).toMatchObject({ teamName: null, applicantName: null, website: null });
    expect(one.body).not.toMatch(/Founder|Team \d|startup\d\.example/);
    // Another reviewer's assignment does not exist for this one.
    const others = (await queue(reviewers[2]!)).items.map((item) => item.id);
    const foreign = others.find((id) => !mine.items.some((item) => item.id === id))!;
    expect((await call(reviewers[1]!, 'GET', `/api/review/assignments/${foreign}`)).statusCode).toBe(404);
    expect(
      (
        await call(reviewers[1]!, 'PUT', `/api/review/assignments/${foreign}`, {
          scores: { team: 5, market: 5 },
        })
      ).statusCode,
    ).toBe(404);
    // An applicant reads no review at all.
    expect((await call(applicants[0]!, 'GET', '/api/review/queue')).statusCode).toBe(403);
  });

  it('saves scores on the scale for every criterion, and refuses anything else without storing it', async () => {
    const before = await rowCounts(t.app);
    const item = (await queue(reviewers[1]!)).items[0]!;
    const url = `/api/review/assignments/${item.id}`;
    for (const [scores, field] of [
      [{ team: 6, market: 3 }, 'scores.team'],
      [{ team: 0, market: 3 }, 'scores.team'],
      [{ team: 2.5, market: 3 }, 'scores.team'],
      [{ team: 3 }, 'scores.market'],
      [{ team: 3, market: 3, vision: 4 }, 'scores.vision'],
    ] as const) {
      const response = await call(reviewers[1]!, 'PUT', url, { scores, comment: 'x' });
      expect(response.statusCode, JSON.stringify(scores)).toBe(400);
      expect(Object.keys((response.json() as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    const stored = (
      await t.app.db
        .selectFrom('review_assignments')
        .select('status')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow()
    ).status;
    expect(stored).toBe('assigned');
    const saved = await call(reviewers[1]!, 'PUT', url, {
      scores: { team: 4, market: 2 },
      comment: 'Strong team',
      note: 'private thought',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: M.saved });
    expect((await call(reviewers[1]!, 'GET', url)).json()).toMatchObject({
      status: 'reviewed',
      scores: { team: 4, market: 2 },
      comment: 'Strong team',
      note: 'private thought',
    });
    expect((await queue(reviewers[1]!)).calls[0]!.done).toBe(1);
  });

  it('returns a conflict for reassignment, and a new run gives the application to someone else', async () => {
    const item = (await queue(reviewers[2]!)).items.find((i) => i.status === 'assigned')!;
    const returned = await call(reviewers[2]!, 'POST', `/api/review/assignments/${item.id}/conflict`, {
      reason: 'I mentor them',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await queue(reviewers[2]!)).items.map((i) => i.id)).not.toContain(item.id);
    expect((await call(reviewers[2]!, 'GET', `/api/review/assignments/${item.id}`)).statusCode).toBe(409);
    const entry = (await overview()).applications.find((a) => a.id === item.applicationId)!;
    expect(entry.reviewers.find((r) => r.assignmentId === item.id)).toMatchObject({
      status: 'conflict',
      conflictReason: 'I mentor them',
    });
    const rerun = (
      await call(admin, 'POST', `/api/calls/${callId}/assignments`, {
        reviewersPerApplication: 2,
        maxLoad: 4,
      })
    ).json() as AssignmentSummary;
    const after = (await overview()).applications.find((a) => a.id === item.applicationId)!;
    const active = after.reviewers.filter((r) => r.status !== 'conflict');
    expect(active).toHaveLength(rerun.uncovered.some((u) => u.applicationId === item.applicationId) ? 1 : 2);
    expect(active.map((r) => r.reviewerId)).not.toContain(reviewers[2]!.id);
  });

  it('lets the admin add and remove a reviewer by hand, never into a conflict', async () => {
    const team1 = applicationIds[1]!;
    const refused = await call(admin, 'POST', `/api/call-applications/${team1}/reviewers`, {
      reviewerId: reviewers[0]!.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This reviewer has a conflict with this application: a declared conflict with team 1.',
    );
    const applicant = await call(admin, 'POST', `/api/call-applications/${team1}/reviewers`, {
      reviewerId: applicants[0]!.id,
    });
    expect(applicant.statusCode).toBe(400);
    const view = await overview();
    const target = view.applications.find(
      (a) => !a.reviewers.some((r) => r.reviewerId === reviewers[1]!.id) && a.teamName !== 'Team 1',
    );
    if (target) {
      const added = await call(admin, 'POST', `/api/call-applications/${target.id}/reviewers`, {
        reviewerId: reviewers[1]!.id,
      });
      expect(added.statusCode, added.body).toBe(201);
      const again = await call(admin, 'POST', `/api/call-applications/${target.id}/reviewers`, {
        reviewerId: reviewers[1]!.id,
      });
      expect(again.statusCode).toBe(409);
      const row = (await overview()).applications
        .find((a) => a.id === target.id)!
        .reviewers.find((r) => r.reviewerId === reviewers[1]!.id)!;
      const removed = await call(admin, 'DELETE', `/api/review-assignments/${row.assignmentId}`);
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const reviewed = (await overview()).applications
      .flatMap((a) => a.reviewers)
      .find((r) => r.status === 'reviewed')!;
    expect((await call(admin, 'DELETE', `/api/review-assignments/${reviewed.assignmentId}`)).statusCode).toBe(
      409,
    );
    expect((await call(admin, 'DELETE', '/api/review-assignments/987654')).statusCode).toBe(404);
  });

  it('reminds reviewers with open reviews, by hand and once by the scheduled job', async () => {
    const sent = await call(admin, 'POST', `/api/calls/${callId}/reminders`, {
      reviewerId: reviewers[2]!.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Sent 1 reminder.' });
    const mails = await outbox(reviewers[2]!.email);
    expect(mails.at(-1)!.subject).toMatch(/^Reminder: .* to review for “Review round”/);
    expect(mails.at(-1)!.text_body).toContain('/review');
    const deadline = (
      await t.app.db
        .selectFrom('calls')
        .select('review_deadline')
        .where('id', '=', callId)
        .executeTakeFirstOrThrow()
    ).review_deadline!;
    const due = new Date(new Date(deadline).getTime() - 2 * DAY + 60_000);
    const counts = await Promise.all(reviewers.map(async (r) => (await outbox(r.email)).length));
    await t.app.jobs.runDue(due);
    await t.app.jobs.runDue(due);
    const after = await Promise.all(reviewers.map(async (r) => (await outbox(r.email)).length));
    const open = (await overview()).reviewers.map((r) => r.assigned - r.done);
    expect(after.map((n, i) => n - counts[i]!)).toEqual(open.map((n) => (n > 0 ? 1 : 0)));
  });

  it('ranks by raw and normalised means, and refuses reviews after the deadline', async () => {
    // Everyone scores what is open, so the ranking has several reviews per application.
    for (const [index, reviewer] of reviewers.entries()) {
      for (const item of (await queue(reviewer)).items.filter((i) => i.status === 'assigned')) {
        const score = ((item.applicationId + index) % 5) + 1;
        const saved = await call(reviewer, 'PUT', `/api/review/assignments/${item.id}`, {
          scores: { team: score, market: 6 - score },
          comment: `Comment ${index}`,
          note: `NOTE-${index}`,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
    const raw = await call(admin, 'GET', `/api/calls/${callId}/ranking?sort=raw`);
    expect(raw.statusCode, raw.body).toBe(200);
    const ranked = raw.json() as Ranking;
    expect(ranked.items).toHaveLength(4);
    const rawScores = ranked.items.map((i) => i.raw ?? -1);
    expect(rawScores).toEqual([...rawScores].sort((a, b) => b - a));
    expect(raw.body).not.toContain('NOTE-');
    const normalised = (await call(admin, 'GET', `/api/calls/${callId}/ranking`)).json() as Ranking;
    expect(normalised.sort).toBe('normalised');
    const n = normalised.items.map((i) => i.normalised ?? -1);
    expect(n).toEqual([...n].sort((a, b) => b - a));
    expect((await call(admin, 'GET', `/api/calls/${callId}/ranking?sort=best`)).statusCode).toBe(400);

    await t.app.db
      .updateTable('calls')
      .set({ review_deadline: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', callId)
      .execute();
    const item = (await queue(reviewers[1]!)).items[0]!;
    const late = await call(reviewers[1]!, 'PUT', `/api/review/assignments/${item.id}`, {
      scores: { team: 1, market: 1 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.deadlinePassed);
    expect((await call(reviewers[1]!, 'GET', `/api/review/assignments/${item.id}`)).json()).not.toMatchObject(
      {
        scores: { team: 1, market: 1 },
      },
    );
  });

  it('decides with a template, mails the applicant, shows the outcome and forms the cohort', async () => {
    const [first, second, third] = applicationIds;
    const accepted = await call(admin, 'PATCH', `/api/call-applications/${first}/decision`, {
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: DECISION_MESSAGES.decided('Team 0', 'accepted'),
      decision: 'accepted',
    });
    const mail = (await outbox(applicants[0]!.email)).at(-1)!;
    expect(mail.subject).toBe('You are in: Review round');
    expect(mail.text_body).toContain(DECISION_TEMPLATES.accept({ team: 'Team 0', call: 'Review round' }));
    const status = (
      await call(applicants[0]!, 'GET', '/api/my/call-applications')
    ).json() as CallApplicationList;
    expect(status.items[0]).toMatchObject({ decision: 'accepted' });

    expect(
      (await call(admin, 'PATCH', `/api/call-applications/${first}/decision`, { decision: 'decline' }))
        .statusCode,
    ).toBe(409);
    const waitlisted = await call(admin, 'PATCH', `/api/call-applications/${second}/decision`, {
      decision: 'waitlist',
      message: 'You are first on the list.',
    });
    expect(waitlisted.statusCode).toBe(200);
    expect((await outbox(applicants[1]!.email)).at(-1)!.text_body).toContain('You are first on the list.');
    expect(
      (await call(admin, 'PATCH', `/api/call-applications/${second}/decision`, { decision: 'waitlist' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(admin, 'PATCH', `/api/call-applications/${second}/decision`, { decision: 'accept' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PATCH', `/api/call-applications/${third}/decision`, { decision: 'maybe' }))
        .statusCode,
    ).toBe(400);
    const cohort = (await call(admin, 'GET', `/api/calls/${callId}/cohort`)).json() as Cohort;
    expect(cohort.items.map((i) => i.teamName)).toEqual(['Team 0', 'Team 1']);
    // Two admins deciding at once: one wins.
    const both = await Promise.all(
      ['accept', 'decline'].map((decision) =>
        call(admin, 'PATCH', `/api/call-applications/${third}/decision`, { decision }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
