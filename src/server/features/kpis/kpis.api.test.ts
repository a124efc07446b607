import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duePeriod, periodOf, previousPeriod, type CohortKpis, type StartupKpis } from '#common/kpis';
import { calendarDateInZone } from '#common/times';
import { buildApp } from '#server/app';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';

// docs/product.md#startup-kpis: the centre's plan, one report per startup and period under simultaneous
// submissions (two instances on PostgreSQL), who sees what, reminders exactly once per startup and period.

const ADMIN = 'kpi-admin@example.org';
let t: TestApp;
let other: FastifyInstance;
let admin: SignedIn;
let founderA: SignedIn;
let memberA: SignedIn;
let founderB: SignedIn;
let outsider: SignedIn;
let cohortId = 0;
let startupA = 0;
let startupB = 0;
const today = () => calendarDateInZone(new Date(), t.config.centreTimezone);
const current = () => periodOf(today(), 'monthly');

function call(who: SignedIn | null, method: string, url: string, payload?: object, app = t.app) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...(who?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function metricIds(): Promise<number[]> {
  const kpis = (await call(admin, 'GET', `/api/admin/cohorts/${cohortId}/kpis`)).json() as CohortKpis;
  return kpis.metrics.map((metric) => metric.id);
}

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  other = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN] }), { logger: false });
  await other.ready();
  admin = await signIn(t.app, ADMIN, 'Centre Admin');
  founderA = await signIn(t.app, 'kpi-founder-a@example.org', 'Asha Founder');
  memberA = await signIn(t.app, 'kpi-member-a@example.org', 'Arun Member');
  founderB = await signIn(t.app, 'kpi-founder-b@example.org', 'Bela Founder');
  outsider = await signIn(t.app, 'kpi-outsider@example.org', 'Out Sider');
  await insertTestProgram(t.app.db, 'kpi-prog');
  cohortId = await insertTestCohort(t.app.db, { name: 'KPI cohort', programSlug: 'kpi-prog' });
  startupA = await insertCohortStartup(t.app.db, cohortId, 'Alpha Labs', [
    founderA,
    { id: memberA.id, role: 'member' },
  ]);
  startupB = await insertCohortStartup(t.app.db, cohortId, 'Beta Works', [founderB]);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('periods', () => {
  it('names months and quarters and finds the one due', () => {
    expect(periodOf('2026-11-25', 'monthly')).toBe('2026-11');
    expect(periodOf('2026-11-25', 'quarterly')).toBe('2026-Q4');
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(previousPeriod('2026-Q1')).toBe('2025-Q4');
    const cohort = { startsOn: '2026-03-15', endsOn: '2026-08-31', frequency: 'monthly' as const };
    expect(duePeriod(cohort, '2026-03-20')).toBeNull();
    expect(duePeriod(cohort, '2026-04-01')).toBe('2026-03');
    expect(duePeriod(cohort, '2026-09-05')).toBe('2026-08');
    expect(duePeriod(cohort, '2026-10-05')).toBeNull();
  });
});

describe('the centre’s plan', () => {
  it('sets the figures and how often, refuses bad plans and keeps renamed figures', async () => {
    const bad = await call(admin, 'PUT', `/api/admin/cohorts/${cohortId}/kpis`, {
      frequency: 'monthly',
      metrics: [
        { name: 'Revenue', kind: 'money' },
        { name: 'revenue', kind: 'count' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty(['metrics.1.name']);
    expect(
      (await call(admin, 'PUT', `/api/admin/cohorts/${cohortId}/kpis`, { frequency: 'yearly', metrics: [] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/admin/cohorts/987654/kpis', { frequency: 'monthly', metrics: [] }))
        .statusCode,
    ).toBe(404);

    const saved = await call(admin, 'PUT', `/api/admin/cohorts/${cohortId}/kpis`, {
      frequency: 'monthly',
      metrics: [
        { name: 'Revenue', unit: '₹', kind: 'money' },
        { name: 'Users', unit: 'users', kind: 'count' },
        { name: 'Team', unit: 'people', kind: 'count' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [revenue, users, team] = await metricIds();
    const renamed = await call(admin, 'PUT', `/api/admin/cohorts/${cohortId}/kpis`, {
      frequency: 'monthly',
      metrics: [
        { id: revenue, name: 'Revenue', unit: '₹', kind: 'money' },
        { id: users, name: 'Active users', unit: 'users', kind: 'count' },
        { id: team, name: 'Team size', unit: 'people', kind: 'count' },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    expect(await metricIds()).toEqual([revenue, users, team]);
  });
});

describe('reports', () => {
  it('takes a team’s report, refuses wrong figures and periods with field messages, storing nothing', async () => {
    const [revenue, users, team] = await metricIds();
    const url = `/api/startups/${startupA}/kpi-reports`;
    const wrongType = await call(founderA, 'POST', url, {
      period: current(),
      values: [
        { metricId: revenue!, value: '12,50,000' },
        { metricId: users!, value: '12.5' },
        { metricId: team!, value: 'four' },
      ],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().fieldErrors)).toContain('values.2.value');
    const fraction = await call(founderA, 'POST', url, {
      period: current(),
      values: [
        { metricId: revenue!, value: '1250000' },
        { metricId: users!, value: '12.5' },
        { metricId: team!, value: '4' },
      ],
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fieldErrors).toEqual({
      'values.1.value': expect.stringMatching(/whole number/),
    });
    const future = await call(founderA, 'POST', url, {
      period: '2100-01',
      values: [
        { metricId: revenue!, value: 1 },
        { metricId: users!, value: 1 },
        { metricId: team!, value: 1 },
      ],
    });
    expect(future.statusCode).toBe(400);
    const missing = await call(founderA, 'POST', url, {
      period: current(),
      values: [{ metricId: revenue!, value: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await call(founderA, 'POST', url, {
      period: current(),
      values: [
        { metricId: revenue!, value: 1 },
        { metricId: users!, value: 1 },
        { metricId: team!, value: 1 },
        { metricId: 987654, value: 3 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('kpi_reports').select('id').execute()).toEqual([]);

    const ok = await call(memberA, 'POST', url, {
      period: current(),
      values: [
        { metricId: revenue!, value: '12,50,000.50' },
        { metricId: users!, value: 340 },
        { metricId: team!, value: '4' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mine = (await call(founderA, 'GET', `/api/startups/${startupA}/kpis`)).json() as StartupKpis;
    expect(mine.reports[0]).toMatchObject({
      period: current(),
      values: { [revenue!]: 1250000.5, [users!]: 340, [team!]: 4 },
    });
    expect(mine.canReport).toBe(true);
    expect(mine.periods[0]).toBe(current());
  });

  it('keeps one report per startup and period when submissions arrive together; the last replaces the figures', async () => {
    const [revenue, users, team] = await metricIds();
    const period = previousPeriod(previousPeriod(current()));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          i % 2 ? founderA : memberA,
          'POST',
          `/api/startups/${startupA}/kpi-reports`,
          {
            period,
            values: [
              { metricId: revenue!, value: 1000 + i },
              { metricId: users!, value: 10 + i },
              { metricId: team!, value: 3 },
            ],
          },
          testDialect === 'postgres' && i % 2 ? other : t.app,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const reports = await t.app.db
      .selectFrom('kpi_reports')
      .select('id')
      .where('startup_id', '=', startupA)
      .where('period', '=', period)
      .execute();
    expect(reports).toHaveLength(1);
    const values = await t.app.db
      .selectFrom('kpi_values')
      .select(['metric_id', 'value'])
      .where('report_id', '=', reports[0]!.id)
      .execute();
    expect(values).toHaveLength(3);
    // Every figure comes from the same submission: no mix of two.
    const revenueValue = values.find((row) => row.metric_id === revenue)!.value;
    expect(values.find((row) => row.metric_id === users)!.value).toBe(revenueValue - 990);
  });
});

describe('who sees and writes KPIs', () => {
  it('shows a startup’s figures to its team and the centre only', async () => {
    expect((await call(founderA, 'GET', `/api/startups/${startupA}/kpis`)).statusCode).toBe(200);
    expect((await call(memberA, 'GET', `/api/startups/${startupA}/kpis`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/startups/${startupA}/kpis`)).statusCode).toBe(200);
    for (const who of [founderB, outsider]) {
      const answer = await call(who, 'GET', `/api/startups/${startupA}/kpis`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Alpha');
    }
    expect((await call(null, 'GET', `/api/startups/${startupA}/kpis`)).statusCode).toBe(401);
  });

  it('refuses another startup’s founder and the centre as reporters, changing nothing', async () => {
    const [revenue, users, team] = await metricIds();
    const before = await t.app.db
      .selectFrom('kpi_values')
      .selectAll()
      .orderBy('report_id')
      .orderBy('metric_id')
      .execute();
    const body = {
      period: current(),
      values: [
        { metricId: revenue!, value: 1 },
        { metricId: users!, value: 1 },
        { metricId: team!, value: 1 },
      ],
    };
    expect((await call(founderB, 'POST', `/api/startups/${startupA}/kpi-reports`, body)).statusCode).toBe(
      404,
    );
    expect((await call(outsider, 'POST', `/api/startups/${startupA}/kpi-reports`, body)).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'POST', `/api/startups/${startupA}/kpi-reports`, body)).statusCode).toBe(403);
    expect((await call(founderA, 'GET', `/api/admin/cohorts/${cohortId}/kpis`)).statusCode).toBe(403);
    const after = await t.app.db
      .selectFrom('kpi_values')
      .selectAll()
      .orderBy('report_id')
      .orderBy('metric_id')
      .execute();
    expect(after).toEqual(before);
  });
});

describe('the admin’s table and CSV', () => {
  it('lists every startup with its reports and exports them as CSV', async () => {
    const kpis = (await call(admin, 'GET', `/api/admin/cohorts/${cohortId}/kpis`)).json() as CohortKpis;
    expect(kpis.period).toBe(previousPeriod(current()));
    expect(kpis.startups.map((startup) => [startup.name, startup.reports.length])).toEqual([
      ['Alpha Labs', 2],
      ['Beta Works', 0],
    ]);
    const csv = await call(admin, 'GET', `/api/admin/cohorts/${cohortId}/kpis.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Startup","Period","Period name","Revenue (₹)","Active users (users)","Team size (people)","Reported at"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('"1250000.5","340","4"');
  });
});

describe('reminders', () => {
  it('mails each unreported startup’s founders once per period across runs and instances, and stops after a report', async () => {
    await t.app.db.deleteFrom('mail_outbox').execute();
    const due = previousPeriod(current());
    const [revenue, users, team] = await metricIds();
    const run = t.app.jobs.definition('kpi-reminders')!;
    const runAt = new Date();
    for (const app of [t.app, other]) {
      await app.jobs.schedule(run, { key: `kpi-reminders:test`, dueAt: runAt, payload: { day: today() } });
      await app.jobs.schedule(run, {
        key: `kpi-reminders:test-again`,
        dueAt: runAt,
        payload: { day: today() },
      });
    }
    // Two instances at once on PostgreSQL; SQLite has one writer, so there they take turns.
    const runBoth = async () => {
      if (testDialect === 'postgres') await Promise.all([t.app.jobs.runDue(runAt), other.jobs.runDue(runAt)]);
      else for (const app of [t.app, other]) await app.jobs.runDue(runAt);
    };
    await runBoth();
    await runBoth();
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .orderBy('id')
      .execute();
    expect(mails.filter((mail) => mail.to_address === founderB.email)).toHaveLength(1);
    expect(mails.filter((mail) => mail.to_address === founderA.email)).toHaveLength(1);
    expect(mails.some((mail) => mail.to_address === memberA.email)).toBe(false);
    expect(mails[0]!.subject).toMatch(/your figures for/);

    // On their page until they report.
    const page = (await call(founderB, 'GET', `/api/startups/${startupB}/kpis`)).json() as StartupKpis;
    expect(page).toMatchObject({ duePeriod: due, dueReported: false });
    const reported = await call(founderB, 'POST', `/api/startups/${startupB}/kpi-reports`, {
      period: due,
      values: [
        { metricId: revenue!, value: 0 },
        { metricId: users!, value: 0 },
        { metricId: team!, value: 2 },
      ],
    });
    expect(reported.statusCode).toBe(200);
    expect(
      ((await call(founderB, 'GET', `/api/startups/${startupB}/kpis`)).json() as StartupKpis).dueReported,
    ).toBe(true);
  });
});
