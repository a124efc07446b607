import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hub } from '#common/hub';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';

const ADMIN = 'hub-admin@iic.example.edu';
/** Demo accounts (src/server/db/seed) with something waiting in each area. */
const POSTER = 'demo.founder@iic.example.edu';
const APPLICANT = 'meera.iyer@student.example.edu';
const REVIEWER = 'priya.reviewer@iic.example.edu';
const MENTOR = 'rahul.mentor@mentors.example.com';
const FOUNDER = 'meera@quietgrid.example.com';

/**
 * docs/product.md#personal-hub: every count of the hub is the count of what the area's own page shows, so the
 * hub is checked against those pages' answers for demo accounts that have something in each area.
 */
describe('personal hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  });
  afterAll(async () => t.close());

  const get = async (who: SignedIn, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: who.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const hubOf = async (who: SignedIn) => {
    const response = await get(who, '/api/my/hub');
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as Hub;
  };

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my/hub' });
    expect(response.statusCode).toBe(401);
  });

  it('shows a new account its own areas, all empty, and no role’s area', async () => {
    const hub = await hubOf(await signIn(t.app, 'hub.newcomer@example.org'));
    expect(hub).toEqual({
      events: { upcoming: 0, offers: 0, waitlisted: 0, feedback: 0 },
      feedbackLinks: [],
      applications: { open: 0, shortlisted: 0, hired: 0, declined: 0, drafts: 0, submitted: 0 },
      posts: { total: 0, inReview: 0, newApplicants: 0, joinRequests: 0 },
      alerts: { total: 0, paused: 0 },
      officeHours: null,
      mentoring: null,
      cohort: null,
      review: null,
      admin: null,
    });
  });

  it('counts a poster’s new applicants and join requests as My posts shows them', async () => {
    const poster = await signIn(t.app, POSTER);
    const hub = await hubOf(poster);
    const posts = (await get(poster, '/api/my/posts')).json() as { items: { counts: { new: number } }[] };
    const ideas = (await get(poster, '/api/my/ideas')).json() as {
      items: { requests: { state: string }[] }[];
    };
    const newApplicants = posts.items.reduce((sum, post) => sum + post.counts.new, 0);
    const joinRequests = ideas.items.flatMap((idea) => idea.requests).filter((r) => r.state === 'pending');
    expect(newApplicants).toBeGreaterThan(0);
    expect(hub.posts).toMatchObject({
      total: posts.items.length + ideas.items.length,
      newApplicants,
      joinRequests: joinRequests.length,
    });
  });

  it('counts an applicant’s applications by state, registrations and alerts as their pages show them', async () => {
    const applicant = await signIn(t.app, APPLICANT);
    const hub = await hubOf(applicant);
    const applications = (await get(applicant, '/api/my/applications')).json() as {
      items: { state: string }[];
    };
    expect(applications.items.length).toBeGreaterThan(0);
    const inState = (state: string) => applications.items.filter((item) => item.state === state).length;
    expect(hub.applications).toMatchObject({
      open: inState('new'),
      shortlisted: inState('shortlisted'),
      hired: inState('hired'),
      declined: inState('declined'),
    });
    const alerts = (await get(applicant, '/api/my/alerts')).json() as { items: unknown[] };
    expect(alerts.items.length).toBeGreaterThan(0);
    expect(hub.alerts.total).toBe(alerts.items.length);
  });

  it('counts seats held, places waiting and offers to claim as My events shows them', async () => {
    const poster = await signIn(t.app, POSTER);
    const hub = await hubOf(poster);
    const mine = (await get(poster, '/api/my/registrations')).json() as {
      items: { state: string; event_end_date: string }[];
    };
    const today = new Date().toISOString().slice(0, 10);
    const live = mine.items.filter((item) => item.event_end_date >= today);
    expect(hub.events.upcoming).toBe(live.filter((item) => item.state === 'registered').length);
    expect(hub.events.waitlisted).toBe(live.filter((item) => item.state === 'waitlisted').length);
    expect(hub.events.upcoming + hub.events.waitlisted + hub.events.offers).toBeGreaterThan(0);
  });

  it('gives a reviewer the reviews still to do, as the review queue shows them', async () => {
    const reviewer = await signIn(t.app, REVIEWER);
    const hub = await hubOf(reviewer);
    const queue = (await get(reviewer, '/api/review/queue')).json() as { items: { status: string }[] };
    expect(queue.items.length).toBeGreaterThan(0);
    expect(hub.review).toEqual({
      toDo: queue.items.filter((item) => item.status === 'assigned').length,
      done: queue.items.filter((item) => item.status === 'reviewed').length,
    });
  });

  it('gives a mentor the sessions to come and the notes to write, as My office hours shows them', async () => {
    const mentor = await signIn(t.app, MENTOR);
    const hub = await hubOf(mentor);
    const mine = (await get(mentor, '/api/my/office-hours')).json() as {
      bookings: { side: string; status: string; startsAt: string; canLeaveNote: boolean; myNote: string }[];
    };
    const live = mine.bookings.filter((row) => row.side === 'mentor' && row.status === 'booked');
    const now = new Date().toISOString();
    expect(hub.mentoring).toEqual({
      upcoming: live.filter((row) => row.startsAt > now).length,
      notesToWrite: live.filter((row) => row.canLeaveNote && !row.myNote.trim()).length,
      hasAvailability: true,
    });
    expect(hub.review).toBeNull();
  });

  it('gives a founder the cohort, with a KPI report due when the last period has none', async () => {
    const founder = await signIn(t.app, FOUNDER);
    const hub = await hubOf(founder);
    const cohorts = (await get(founder, '/api/my/cohorts')).json() as {
      items: { name: string; startupId: number; startupName: string }[];
    };
    expect(hub.cohort).toMatchObject({ cohortName: cohorts.items[0]!.name, startupName: 'Quiet Grid' });
    const kpis = (await get(founder, `/api/startups/${cohorts.items[0]!.startupId}/kpis`)).json() as {
      duePeriod: string | null;
      dueReported: boolean;
    };
    expect(hub.cohort!.kpiReportsDue).toBe(kpis.duePeriod !== null && !kpis.dueReported ? 1 : 0);
    // A founder may book mentors.
    expect(hub.officeHours).not.toBeNull();
    expect(hub.admin).toBeNull();
  });

  it('gives an admin the waiting work of the moderation queue, kind by kind', async () => {
    const admin = await signIn(t.app, ADMIN);
    const hub = await hubOf(admin);
    const queue = (await get(admin, '/api/admin/moderation')).json() as {
      total: number;
      counts: Record<string, number>;
    };
    expect(queue.total).toBeGreaterThan(0);
    expect(hub.admin).toEqual({ waiting: queue.total, byKind: queue.counts });
  });
});
