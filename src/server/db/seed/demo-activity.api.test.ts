import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupEvents } from '#common/event-grouping';
import type { ModerationQueue } from '#common/moderation';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { signIn } from '#server/test-support/sign-in';
import {
  DEMO_EVENTS,
  DEMO_IDEAS,
  DEMO_INTERNSHIPS,
  DEMO_OTHER_POSTS,
  DEMO_PROJECTS,
  DEMO_ROLE_HOLDERS,
  DEMO_CALL,
  DEMO_REVIEW_ROUND,
} from './demo-activity';
import { seedDemoActivity, seedDemoCalls, seedDemoReviewRound, seedDemoRoles } from './seed';
import { seedDemoRegistrations } from './demo-registrations';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoFeedback } from './demo-feedback';
import { seedDemoCohortCertificates } from './demo-cohort-certificates';
import { CAST } from './demo-cast';
import { DEMO_FULL_EVENT, DEMO_PAST_EVENT, DEMO_SEATS_LEFT_EVENT } from './demo-registrations-data';
import { DEMO_POSTER } from './demo-activity';
import { seedDemoApplications } from './demo-applications';
import { seedDemoListingLife } from './demo-listing-life';
import { seedDemoIdeaTeams } from './demo-idea-teams';
import { DEMO_WAITING, seedDemoWaitingWork } from './demo-waiting-work';

const ADMIN = 'demo-admin@iic.example.edu';
/** The demo events plus the clinic and the talk of the registration seed. */
const EVENT_COUNT = DEMO_EVENTS.length + 2;

describe('demo events and posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  });
  afterAll(async () => t.close());

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  it('fills every public list of a fresh install, through the public API', async () => {
    const events = await get('/api/events');
    expect(events.items).toHaveLength(EVENT_COUNT);
    for (const event of events.items) expect(event.image).toMatch(/^\/media\/[\w-]+\/\d+\.webp$/);
    expect((await get('/api/ideas')).total).toBe(DEMO_IDEAS.length);
    // The last demo project is closed as filled (docs/product.md#listing-lifecycle): off the public list.
    // One of the poster's projects is closed as filled; the other cast members' posts are on offer too.
    const others = (kind: 'project' | 'internship') => DEMO_OTHER_POSTS.filter((post) => post[kind]).length;
    expect((await get('/api/projects')).total).toBe(DEMO_PROJECTS.length - 1 + others('project'));
    expect((await get('/api/internships')).total).toBe(DEMO_INTERNSHIPS.length + others('internship'));
  });

  it('gives every demo account a believable name (docs/product.md#names)', async () => {
    const people = await t.app.db.selectFrom('users').select(['email', 'full_name']).execute();
    expect(people.length).toBeGreaterThan(20);
    const unnamed = people.filter(
      (person) =>
        person.email !== ADMIN &&
        (!/^((Dr|Prof)\. )?[A-Z][a-z]+( [A-Z][a-z]+)+$/.test(person.full_name) ||
          /\b(Demo|Admin|User|Test|Founder|Member)\b/.test(person.full_name)),
    );
    expect(unnamed).toEqual([]);
  });

  it('has upcoming, past and programme events whenever it is seeded', async () => {
    const { items, timezone } = await get('/api/events');
    const groups = groupEvents(items, new Date(), timezone);
    expect(groups.upcoming.length).toBeGreaterThan(0);
    expect(groups.past.length).toBeGreaterThan(0);
    expect(groups.programs.length).toBe(2);
  });

  it('has demo reviewers and mentors in the People tab', async () => {
    const admin = await signIn(t.app, ADMIN);
    const list = async (role: string) =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/admin/people?role=${role}`, headers: admin.headers })
        ).json() as {
          items: { email: string }[];
        }
      ).items.map((person) => person.email);
    const holders = (role: string) =>
      DEMO_ROLE_HOLDERS.filter((p) => (p.roles as readonly string[]).includes(role))
        .map((p) => p.email)
        .sort();
    expect(await list('reviewer')).toEqual(holders('reviewer'));
    expect(await list('mentor')).toEqual(holders('mentor'));
  });

  it('has an open call for applications, closing at 23:59 in the centre’s zone', async () => {
    const { items } = await get('/api/calls/open');
    expect(items).toEqual([expect.objectContaining({ title: DEMO_CALL.title, program: DEMO_CALL.program })]);
    expect(new Date(items[0].closesAt).getTime()).toBeGreaterThan(Date.now() + 28 * 86_400_000);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'short' }).format(
        new Date(items[0].closesAt),
      ),
    ).toBe('23:59');
  });

  it('has a round in review: queues for the demo reviewers, a ranking with a disagreement', async () => {
    const admin = await signIn(t.app, ADMIN);
    const priya = await signIn(t.app, DEMO_ROLE_HOLDERS[0].email);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/review/queue', headers: priya.headers })
    ).json();
    expect(queue.calls).toEqual([
      expect.objectContaining({ title: DEMO_REVIEW_ROUND.title, assigned: 6, done: 5 }),
    ]);
    const calls = (await t.app.inject({ method: 'GET', url: '/api/calls', headers: admin.headers })).json();
    const round = calls.items.find((c: { title: string }) => c.title === DEMO_REVIEW_ROUND.title);
    const ranking = (
      await t.app.inject({ method: 'GET', url: `/api/calls/${round.id}/ranking`, headers: admin.headers })
    ).json();
    expect(ranking.items).toHaveLength(DEMO_REVIEW_ROUND.applicants.length);
    expect(ranking.items.find((i: { teamName: string }) => i.teamName === 'LearnLoop').disagreement).toBe(
      true,
    );
  });

  it('gives the past talk’s checked-in people certificates a stranger can verify', async () => {
    expect(await seedDemoCertificates(t.app.db)).toBe(false);
    const rows = await t.app.db.selectFrom('event_certificates').select(['code', 'shown_name']).execute();
    expect(rows.map((row) => row.shown_name).sort()).toHaveLength(3);
    const check = await get(`/api/certificates/${rows[0]!.code}`);
    expect(check).toMatchObject({ state: 'valid', event: DEMO_PAST_EVENT.name, name: rows[0]!.shown_name });
  });

  it('gives the current cohort’s founders certificates of last year’s mentorship cohort', async () => {
    expect(await seedDemoCohortCertificates(t.app.db)).toBe(false);
    const asha = await signIn(t.app, CAST.ashaGowda.email);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/me/cohort-certificates', headers: asha.headers })
    ).json();
    expect(mine.items).toEqual([
      expect.objectContaining({
        name: CAST.ashaGowda.name,
        startup: 'Krishi Sense',
        title: 'Certificate of completion',
      }),
    ]);
    const check = await get(`/api/certificates/${mine.items[0].code}`);
    expect(check).toMatchObject({ state: 'valid', kind: 'completion', name: CAST.ashaGowda.name });
    // The current cohort stays the founder's cohort: the finished one is older.
    const cohorts = (
      await t.app.inject({ method: 'GET', url: '/api/my/cohorts', headers: asha.headers })
    ).json();
    expect(cohorts.items[0].name).toMatch(/^Incubation cohort/);
    expect(cohorts.items[1].name).toMatch(/^Mentorship cohort/);
  });

  it('has feedback on the past talk from its attendees, summarised for the admin', async () => {
    expect(await seedDemoFeedback(t.app.db)).toBe(false);
    const admin = await signIn(t.app, ADMIN);
    const events = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as {
      items: { id: number; name: string }[];
    };
    const talk = events.items.find((event) => event.name === DEMO_PAST_EVENT.name)!;
    const feedback = (
      await t.app.inject({ method: 'GET', url: `/api/events/${talk.id}/feedback`, headers: admin.headers })
    ).json();
    expect(feedback.summary).toMatchObject({ checked_in: 3, answers: 2 });
    expect(feedback.summary.overall.average).toBeGreaterThan(0);
    expect(feedback.summary.questions[2].texts.length).toBeGreaterThan(0);
  });

  it('seeds once', async () => {
    expect(await seedDemoReviewRound(t.app.db)).toBe(false);
    expect(await seedDemoRoles(t.app.db)).toBe(false);
    expect(await seedDemoCalls(t.app.db, 'Asia/Kolkata')).toBe(false);
    expect(await seedDemoActivity(t.app.db, 'Asia/Kolkata')).toBe(false);
    expect(await seedDemoRegistrations(t.app.db, 'Asia/Kolkata')).toBe(false);
    expect((await get('/api/events')).items).toHaveLength(EVENT_COUNT);
  });

  it('has a team, a waiting request and endorsements on the demo ideas', async () => {
    expect(await seedDemoIdeaTeams(t.app.db)).toBe(false);
    const wall = (await get('/api/ideas?sort=endorsed')) as unknown as {
      items: { endorsements: number; team: { name: string }[]; skillsWanted: string }[];
    };
    expect(wall.items[0]!.endorsements).toBeGreaterThan(wall.items.at(-1)!.endorsements);
    expect(wall.items.flatMap((idea) => idea.team.map((member) => member.name))).toEqual(['Arjun Nair']);
  });

  it('has a listing near its expiry, one closed as filled, and the founder’s mail choices', async () => {
    expect(await seedDemoListingLife(t.app.db)).toBe(false);
    const founder = await signIn(t.app, DEMO_POSTER.email);
    const posts = (
      await t.app.inject({ method: 'GET', url: '/api/my/posts', headers: founder.headers })
    ).json() as { items: { title: string; expiresAt: string | null; closedReason: string | null }[] };
    const byTitle = new Map(posts.items.map((post) => [post.title, post]));
    expect(byTitle.get(DEMO_PROJECTS.at(-1)!.project_title)).toMatchObject({ closedReason: 'filled' });
    const nearing = byTitle.get(DEMO_INTERNSHIPS.at(-1)!.title)!;
    expect(nearing.closedReason).toBeNull();
    const left = Date.parse(nearing.expiresAt!) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(3 * 86_400_000);
    const choices = await t.app.inject({
      method: 'GET',
      url: '/api/me/owner-notifications',
      headers: founder.headers,
    });
    expect(choices.json()).toEqual({ applications: 'daily', joinRequests: 'instant' });
  });

  it('has applications with CVs on the demo posts, each CV downloadable by its applicant', async () => {
    expect(await seedDemoApplications(t.app.db)).toBe(false);
    const student = await signIn(t.app, 'arjun.nair@student.example.edu');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my/applications', headers: student.headers })
    ).json() as { items: { id: number; state: string; cvFilename: string | null }[] };
    expect(mine.items).toEqual([
      expect.objectContaining({ state: 'shortlisted', cvFilename: 'Arjun Nair CV.pdf' }),
    ]);
    const cv = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${mine.items[0]!.id}/cv`,
      headers: student.headers,
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await t.app.db.selectFrom('post_applications').select('id').execute();
    expect(all).toHaveLength(3);
  });

  it('has a spam idea that three readers reported, hidden from the wall pending review', async () => {
    const reports = await t.app.db
      .selectFrom('post_reports')
      .innerJoin('ideas', 'ideas.id', 'post_reports.post_id')
      .select(['ideas.title', 'ideas.hidden_at'])
      .where('post_reports.kind', '=', 'idea')
      .execute();
    expect(reports).toHaveLength(3);
    expect(reports.every((row) => row.hidden_at !== null)).toBe(true);
    const listed = (await get('/api/ideas?pageSize=50')) as { items: { title: string }[] };
    expect(listed.items.map((idea) => idea.title)).not.toContain(reports[0]!.title);
  });

  it('has every kind of waiting work in the moderation queue, oldest first', async () => {
    const admin = await signIn(t.app, ADMIN);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/moderation', headers: admin.headers })
    ).json<ModerationQueue>();
    expect(queue.counts).toEqual({ post: 1, report: 1, verification: 1, application: 1, event: 1 });
    const since = queue.items.map((item) => item.since);
    expect(since).toEqual([...since].sort());
    const titles = queue.items.map((item) => item.title);
    expect(titles).toContain(DEMO_WAITING.internship.title);
    expect(titles).toContain(DEMO_WAITING.company.name);
    expect(await seedDemoWaitingWork(t.app.db)).toBe(false);
  });

  it('has on-site registrations in every state: seats left with answers, full with an offer, past with no-shows', async () => {
    const { items } = await get('/api/events');
    const byName = (name: string) => items.find((event: { name: string }) => event.name === name);
    const workshop = byName(DEMO_SEATS_LEFT_EVENT.name);
    const clinic = byName(DEMO_FULL_EVENT.name);
    const talk = byName(DEMO_PAST_EVENT.name);
    expect(workshop.seats_left).toBe(DEMO_SEATS_LEFT_EVENT.attendees - 3);
    expect(clinic.seats_left).toBe(0);

    const admin = await signIn(t.app, ADMIN);
    const registrants = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/events/${id}/registrations`, headers: admin.headers })
      ).json();
    const seatsLeft = await registrants(workshop.id);
    expect(seatsLeft.question).toBe(DEMO_SEATS_LEFT_EVENT.question);
    expect(seatsLeft.items.every((r: { answer: string }) => r.answer.length > 0)).toBe(true);
    const full = await registrants(clinic.id);
    expect(full.items.map((r: { state: string }) => r.state).sort()).toEqual([
      'offered',
      'registered',
      'registered',
      'waitlisted',
      'waitlisted',
    ]);
    const past = await registrants(talk.id);
    expect(past.started).toBe(true);
    const checkedIn = past.items.filter((r: { checked_in_at: string | null }) => r.checked_in_at !== null);
    expect([checkedIn.length, past.items.length - checkedIn.length]).toEqual([3, 2]);

    const founder = await signIn(t.app, DEMO_POSTER.email);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my/registrations', headers: founder.headers })
    ).json() as { items: { event_name: string; state: string; offer_expires_at: string | null }[] };
    expect(Object.fromEntries(mine.items.map((r) => [r.event_name, r.state]))).toEqual({
      [DEMO_SEATS_LEFT_EVENT.name]: 'registered',
      [DEMO_FULL_EVENT.name]: 'offered',
      [DEMO_PAST_EVENT.name]: 'attended',
    });
    const offer = mine.items.find((r) => r.state === 'offered')!;
    expect(Date.parse(offer.offer_expires_at!)).toBeGreaterThan(Date.now());
    const job = await t.app.db
      .selectFrom('jobs')
      .select(['status'])
      .where('kind', '=', 'event-offer-expiry')
      .execute();
    expect(job).toEqual([{ status: 'pending' }]);
  });
});
