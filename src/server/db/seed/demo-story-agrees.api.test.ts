import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupEvents } from '#common/event-grouping';
import type { Metric, MetricHistory } from '#common/content';
import type { ImpactPackAnswer, PublicImpact, StartupImpact } from '#common/impact';
import type { Portfolio, StartupProfile } from '#common/startups';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { CAST, DEMO_CAST, DEMO_SUBSCRIBER_EMAILS, roleFamilyOf } from './demo-cast';
import { DEMO_MENTORS, DEMO_TEAM } from './demo-content';
import { DEMO_NEWS } from './demo-news';
import { DEMO_STARTUPS } from './demo-startups';
import { DEMO_TESTIMONIALS } from './demo-story';

const ADMIN = 'story-admin@iic.example.edu';

describe('the demo cast (docs/decisions/046-one-demo-cast.md)', () => {
  it('names each person once, with one address, in roles that belong together', () => {
    expect(new Set(DEMO_CAST.map((member) => member.name)).size).toBe(DEMO_CAST.length);
    expect(new Set(DEMO_CAST.map((member) => member.email)).size).toBe(DEMO_CAST.length);
    const unrelated = DEMO_CAST.filter((member) => !roleFamilyOf(member.roles));
    expect(unrelated).toEqual([]);
    // The director is nobody's student, applicant or founder; a student is never staff.
    expect(CAST.director.roles).not.toContain('student');
    for (const member of DEMO_CAST.filter((each) => each.roles.includes('student')))
      expect(member.roles.every((role) => role === 'student' || role === 'subscriber')).toBe(true);
    for (const email of DEMO_SUBSCRIBER_EMAILS)
      expect(DEMO_CAST.map((member) => member.email)).not.toContain(email);
  });

  it('is where the Team, Mentors and testimonials take their people from', () => {
    const byName = new Map(DEMO_CAST.map((member) => [member.name, member]));
    for (const member of DEMO_TEAM) expect(byName.get(member.name)?.roles).toContain('staff');
    const director = DEMO_TEAM.find((member) => member.role === 'Founder & Director')!;
    expect(byName.get(director.name)?.roles).toContain('director');
    for (const mentor of DEMO_MENTORS) expect(byName.get(mentor.name)?.roles).toContain('mentor');
    for (const quote of DEMO_TESTIMONIALS) {
      const founder = byName.get(quote.name);
      expect(founder?.title).toContain(quote.startup);
      expect(founder?.roles.some((role) => role === 'founder' || role === 'alumni-founder')).toBe(true);
    }
  });
});

describe('a seeded demo site tells one story', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('has accounts only for the cast, each under the cast’s name', async () => {
    const users = await t.app.db.selectFrom('users').select(['email', 'full_name']).execute();
    const cast = new Map(DEMO_CAST.map((member) => [member.email, member.name]));
    const strangers = users.filter((user) => user.email !== ADMIN && cast.get(user.email) !== user.full_name);
    expect(strangers).toEqual([]);
  });

  it('shows counters on home and /metrics that count what the site lists', async () => {
    const { items } = await get<{ items: Metric[] }>('/api/content/metrics');
    const shown = Object.fromEntries(items.map((item) => [item.key, item.value]));
    const events = await get<{ items: Parameters<typeof groupEvents>[0]; timezone: string }>('/api/events');
    const past = groupEvents(events.items, new Date(), events.timezone).past;
    const people = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(shown).toEqual({
      startups: (await get<{ items: unknown[] }>('/api/startups')).items.length,
      projects: (await get<{ total: number }>('/api/projects')).total,
      internships: (await get<{ total: number }>('/api/internships')).total,
      events: past.length,
      people: Number(people.n),
    });
    // A centre with a history, not a handful of rows.
    expect(shown.startups).toBe(DEMO_STARTUPS.filter((startup) => startup.published).length);
    expect(shown.events).toBeGreaterThanOrEqual(10);
    expect(shown.projects).toBeGreaterThanOrEqual(3);
    expect(shown.internships).toBeGreaterThanOrEqual(4);
  });

  it('charts a month in which the counters grew to today’s figures', async () => {
    const history = await get<MetricHistory>('/api/content/metrics/history');
    for (const series of history.series) {
      const values = series.values.map((value) => value ?? Number.NaN);
      expect(values.every((value) => Number.isFinite(value))).toBe(true);
      if (series.key === 'events' || series.key === 'people') {
        expect(values).toEqual([...values].sort((a, b) => a - b));
        expect(values[0]).toBeLessThan(values.at(-1)!);
      }
    }
  });

  it('charts a past that ends at today’s counters and follows the events list day by day', async () => {
    const { items } = await get<{ items: Metric[] }>('/api/content/metrics');
    const history = await get<MetricHistory>('/api/content/metrics/history');
    const today = history.days.at(-1)!;
    for (const item of items) {
      const series = history.series.find((each) => each.key === item.key)!;
      expect(series.values.at(-1), item.key).toBe(item.value);
      // A counter of a few weeks' story: never empty, never above twice today's figure.
      for (const value of series.values) {
        expect(value, item.key).toBeGreaterThan(0);
        expect(value!, item.key).toBeLessThanOrEqual(item.value * 2);
      }
    }
    // Each past day's "Events held" is what the events list shows as over by that day.
    const events = await get<{ items: { end_date: string }[] }>('/api/events');
    const held = history.series.find((each) => each.key === 'events')!;
    history.days.forEach((day, index) => {
      if (day === today) return;
      expect(held.values[index], day).toBe(events.items.filter((event) => event.end_date < day).length);
    });
  });

  it('shows on /impact the figures home and the portfolio show, in the years they happened', async () => {
    const { items } = await get<{ items: Metric[] }>('/api/content/metrics');
    const shown = Object.fromEntries(items.map((item) => [item.key, item.value]));
    const impact = await get<PublicImpact>('/api/impact');
    const figure = (key: string) => impact.figures.find((each) => each.key === key)!;
    expect(figure('eventsHeld').total).toBe(shown.events);
    // Every demo startup, published or in stealth, was admitted once: alumni in their batch's year.
    const admitted = figure('startupsAdmitted');
    expect(admitted.total).toBe(DEMO_STARTUPS.length);
    const byYear = Object.fromEntries(impact.years.map((year, index) => [year, admitted.perYear[index]]));
    for (const alumnus of DEMO_STARTUPS.filter((startup) => startup.cohortLabel)) {
      const year = /(\d{4})$/.exec(alumnus.cohortLabel!)![1]!;
      expect(byYear[year], `${alumnus.name} (${alumnus.cohortLabel})`).toBeGreaterThanOrEqual(1);
    }
    expect(byYear[impact.today.slice(0, 4)]).toBe(DEMO_STARTUPS.filter((startup) => startup.founder).length);
    // The yearly bars add up to the totals they break down.
    for (const each of impact.figures.filter((one) => one.perYear.length > 0))
      expect(
        each.perYear.reduce((sum, value) => sum + value, 0),
        each.key,
      ).toBe(each.total);
  });

  it('says in the news what the portfolio shows', async () => {
    const cohort = DEMO_STARTUPS.filter((startup) => startup.founder);
    const post = DEMO_NEWS.find((each) => each.slug.includes('join-the-incubation-cohort'))!;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(post.title.toLowerCase()).toContain(`${words[cohort.length]} startups`);
    for (const startup of cohort.filter((each) => each.published)) expect(post.body).toContain(startup.name);
    // The news tells of the seed round; the card adds up every confirmed round (docs/product.md#impact-reports).
    const admin = await signIn(t.app, ADMIN);
    const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
    const card = (await get<Portfolio>('/api/startups')).items.find((each) => each.slug === 'ledgerloop')!;
    const { id } = (await asAdmin('/api/admin/startups'))
      .json<{ items: StartupProfile[] }>()
      .items.find((each) => each.slug === 'ledgerloop')!;
    const facts = (await asAdmin(`/api/my/startups/${id}/impact`)).json<StartupImpact>();
    const seedRound = facts.fundings.find((round) => round.source === 'equity')!;
    const raise = DEMO_NEWS.find((each) => each.slug === 'ledgerloop-raises-seed-round')!;
    expect(raise.title).toContain(`₹${seedRound.amountPaise / 100 / 10_000_000} crore`);
    expect(card.fundingRaised! * 100).toBe(facts.fundings.reduce((sum, round) => sum + round.amountPaise, 0));
  });

  it('counts jobs, funds raised and startups from one source on the cards, /impact, the packs and home', async () => {
    // docs/product.md#impact-reports: the confirmed impact facts and rounds are the one source.
    const admin = await signIn(t.app, ADMIN);
    const asAdmin = async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const cards = (await asAdmin<{ items: StartupProfile[] }>('/api/admin/startups')).items;
    const publicFigures = await get<PublicImpact>('/api/impact');
    const total = (key: string) => publicFigures.figures.find((figure) => figure.key === key)!.total;
    const year = publicFigures.today.slice(0, 4);
    const pack = await asAdmin<ImpactPackAnswer>(`/api/admin/impact/packs/naac?period=${year}`);
    const inPack = (key: string) => pack.figures.find((figure) => figure.key === key)!.value;
    const home = Object.fromEntries(
      (await get<{ items: Metric[] }>('/api/content/metrics')).items.map((item) => [item.key, item.value]),
    );

    const cardJobs = cards.reduce((sum, card) => sum + (card.jobs ?? 0), 0);
    const cardFundsPaise = cards.reduce((sum, card) => sum + (card.fundingRaised ?? 0) * 100, 0);
    expect(cardJobs).toBeGreaterThan(0);
    expect(total('jobsCreated')).toBe(cardJobs);
    expect(inPack('jobsCreated')).toBe(cardJobs);
    // The demo's rounds are whole rupees, so the cards' rupees add up to the paise exactly.
    expect(total('fundsRaised')).toBe(cardFundsPaise);
    // Krishi Sense's facts wait for the centre: its card shows none, and nothing counts them.
    expect(cards.find((card) => card.slug === 'krishi-sense')).toMatchObject({
      jobs: null,
      fundingRaised: null,
    });
    // Home's counters count with the same definitions as /impact.
    expect(home.events).toBe(total('eventsHeld'));
    expect(home.startups).toBe(cards.filter((card) => card.published).length);
  });
});
