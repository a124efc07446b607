// Benchmark, not a test: the impact report packs (docs/product.md#impact-reports,
// docs/performance.md#impact-report-packs). Fills a fresh database of the test engine (SQLite unless
// TEST_DB=postgres with TEST_DATABASE_URL names PostgreSQL, as for the tests) with five years of synthetic records — 200 startups, 2,000 events,
// 100,000 registrations (half checked in), 20 calls with their applications, office hours, funding rounds, and a
// seed grant for every startup with three milestone tranches, their disbursements and the spending recorded
// against them — then times each pack's page, its XLSX and CSV, the public /impact answer and a utilisation
// certificate through the real app (app.inject).
// Run: npm run bench:impact   (RUNS=… changes how often each is timed; the budget is 2 s a pack; on PostgreSQL:
// TEST_DB=postgres TEST_DATABASE_URL=postgres://… npm run bench:impact)
import { performance } from 'node:perf_hooks';
import { EXPENSE_HEADS, GRANT_SCHEMES } from '#common/grants-constants';
import { IMPACT_PACKS } from '#common/impact-constants';
import { insertTestProgram } from '#server/test-support/cohorts';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, testDialect } from '#server/test-support/test-app';
import { userRow } from '#server/test-support/user-rows';

const RUNS = Number(process.env.RUNS ?? 5);
const STARTUPS = 200;
const EVENTS = 2_000;
const REGISTRATIONS = 100_000;
const CALLS = 20;
const BUDGET_MS = 2_000;
const LAKH = 100_000 * 100;
const SPENDING_PER_TRANCHE = 4;

const day = (offset: number) =>
  new Date(Date.UTC(2021, 11, 1) + offset * 86_400_000).toISOString().slice(0, 10);

async function chunks<T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function main() {
  const t = await createTestApp({ adminEmails: ['bench-admin@example.edu'] });
  const db = t.app.db;
  const now = new Date().toISOString();
  const admin = await signIn(t.app, 'bench-admin@example.edu');
  const started = performance.now();
  // The synthetic events share one picture record without variants (PostgreSQL checks the foreign key).
  await db.insertInto('media_assets').values({ key: 'bench-poster', created_at: now }).execute();
  await insertTestProgram(db, 'bench', 'Bench');
  const people = Array.from({ length: 2_000 }, (_, i) =>
    userRow(`bench-${i}@example.edu`, `Person ${i}`, now),
  );
  await chunks(people, 200, (part) => db.insertInto('users').values(part).execute());
  const userIds = (await db.selectFrom('users').select('id').execute()).map((row) => row.id);
  const cohortIds: number[] = [];
  for (let c = 0; c < 10; c += 1) {
    const row = await db
      .insertInto('cohorts')
      .values({
        name: `Cohort ${c}`,
        program_slug: 'bench',
        call_id: null,
        starts_on: day(c * 180),
        ends_on: day(c * 180 + 365),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cohortIds.push(row.id);
  }
  const startups = Array.from({ length: STARTUPS }, (_, i) => ({
    slug: `bench-${i}`,
    name: `Bench ${i}`,
    logo_key: null,
    pitch: 'p',
    sector: 'AgriTech',
    stage: 'Idea',
    website: '',
    founded_year: null,
    status: 'active' as const,
    funding_raised: null,
    jobs: null,
    cohort_id: cohortIds[i % 10]!,
    cohort_label: '',
    application_id: null,
    published: i % 2,
    published_at: null,
    created_at: now,
    updated_at: now,
  }));
  await chunks(startups, 100, (part) => db.insertInto('startups').values(part).execute());
  const startupIds = (await db.selectFrom('startups').select('id').execute()).map((row) => row.id);
  await chunks(startupIds, 100, (part) =>
    db
      .insertInto('startup_impact_facts')
      .values(
        part.map((id, i) => ({
          startup_id: id,
          incorporated_on: day(i * 9),
          dpiit_recognised_on: day(i * 9 + 30),
          jobs_created: i % 12,
          revenue_band: 'under_10_lakh' as const,
          ip_filed: i % 3,
          ip_granted: i % 2,
          updated_at: now,
          updated_by: null,
          confirmed_at: now,
          confirmed_by: 'bench',
        })),
      )
      .execute(),
  );
  const fundings = startupIds.flatMap((id, i) =>
    [0, 1, 2].map((k) => ({
      startup_id: id,
      source: (['grant', 'equity', 'debt'] as const)[k]!,
      amount_paise: 10_00_000_00 + i * 1_000 + k,
      received_on: day((i * 7 + k * 100) % 1800),
      investor: `Investor ${k}`,
      created_at: now,
      created_by: null,
      confirmed_at: now,
      confirmed_by: 'bench',
    })),
  );
  await chunks(fundings, 200, (part) => db.insertInto('startup_fundings').values(part).execute());
  const events = Array.from({ length: EVENTS }, (_, i) => ({
    name: `Event ${i}`,
    description: 'd',
    category: (['workshop', 'hackathon', 'seminar', 'networking'] as const)[i % 4]!,
    image_key: 'bench-poster',
    start_date: day(i % 1800),
    end_date: day(i % 1800),
    location: 'Hall',
    attendees: 100,
    registration_link: '',
    created_at: now,
    updated_at: now,
  }));
  await chunks(events, 200, (part) => db.insertInto('events').values(part).execute());
  const eventIds = (await db.selectFrom('events').select('id').execute()).map((row) => row.id);
  const registrations = Array.from({ length: REGISTRATIONS }, (_, i) => ({
    event_id: eventIds[i % EVENTS]!,
    user_id: userIds[Math.floor(i / EVENTS) % userIds.length]!,
    status: 'registered' as const,
    answer: '',
    queue_number: i,
    check_in_code: `C${i}`,
    offer_expires_at: null,
    checked_in_at: i % 2 ? now : null,
    checked_in_by: null,
    created_at: now,
    updated_at: now,
  }));
  await chunks(registrations, 500, (part) => db.insertInto('event_registrations').values(part).execute());
  const grantCounts = await insertGrants(db, startupIds, now);
  for (let c = 0; c < CALLS; c += 1) {
    const call = await db
      .insertInto('calls')
      .values({
        program_slug: 'bench',
        title: `Call ${c}`,
        opens_at: `${day(c * 90)}T00:00:00Z`,
        closes_at: `${day(c * 90 + 30)}T00:00:00Z`,
        review_deadline: null,
        questions_json: '[]',
        rubric_json: '[]',
        blind: 0,
        created_by: 'bench',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const applications = Array.from({ length: 50 }, (_, i) => ({
      call_id: call.id,
      user_id: userIds[(c * 50 + i) % userIds.length]!,
      status: 'submitted' as const,
      team_name: `Team ${c}-${i}`,
      stage: 'Idea',
      description: 'd',
      team_size: 2,
      website: '',
      phone: '',
      answers_json: '{}',
      created_at: now,
      updated_at: now,
      submitted_at: `${day(c * 90 + 10)}T06:00:00Z`,
      decision: i % 5 === 0 ? ('accepted' as const) : null,
      decision_message: null,
      decided_at: i % 5 === 0 ? `${day(c * 90 + 60)}T06:00:00Z` : null,
      decided_by: null,
    }));
    await db.insertInto('call_applications').values(applications).execute();
  }
  console.log(
    `Grants: ${startupIds.length} sanctioned, ${grantCounts.tranches} tranches (${grantCounts.disbursed} disbursed), ${grantCounts.expenses} spending entries.`,
  );
  console.log(
    `Seeded in ${Math.round(performance.now() - started)} ms on ${testDialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}.`,
  );

  const time = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      times.push(performance.now() - start);
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, worst: times[times.length - 1]! };
  };
  let over = false;
  for (const pack of IMPACT_PACKS)
    for (const [what, url] of [
      ['page', `/api/admin/impact/packs/${pack}?period=2024-Q3`],
      ['xlsx', `/api/admin/impact/packs/${pack}/download.xlsx?period=2024-Q3`],
      ['csv', `/api/admin/impact/packs/${pack}/download.csv?period=2024-Q3`],
    ] as const) {
      const { median, worst } = await time(url);
      if (worst > BUDGET_MS) over = true;
      console.log(
        `${pack.padEnd(5)} ${what.padEnd(5)} median ${median.toFixed(0).padStart(5)} ms, worst ${worst.toFixed(0).padStart(5)} ms`,
      );
    }
  const { median, worst } = await time('/api/impact');
  console.log(`public /api/impact median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`);
  const grant = await db.selectFrom('grants').select('id').orderBy('id').executeTakeFirstOrThrow();
  const certificate = await time(`/api/grants/${grant.id}/utilisation-certificate.pdf`);
  console.log(
    `utilisation certificate median ${certificate.median.toFixed(0)} ms, worst ${certificate.worst.toFixed(0)} ms`,
  );
  await t.close();
  if (over) {
    console.error(`A pack took longer than ${BUDGET_MS} ms.`);
    process.exitCode = 1;
  }
}

type Db = Awaited<ReturnType<typeof createTestApp>>['app']['db'];

/**
 * A seed grant for every startup, sanctioned across the five years: 10–50 lakh in three milestone tranches
 * (40, 35 and 25 per cent). The first is disbursed 60 days after the sanction, the second 240 days after for
 * every other grant (the rest wait for review), the third awaits evidence; each disbursed tranche has spending
 * recorded against it over the following months, under its amount.
 */
async function insertGrants(db: Db, startupIds: number[], now: string) {
  const grants = startupIds.map((id, i) => ({
    startup_id: id,
    scheme: GRANT_SCHEMES[i % GRANT_SCHEMES.length]!,
    sanctioned_paise: (10 + (i % 5) * 10) * LAKH,
    sanctioned_on: day((i * 9) % 1_500),
    reference: `BENCH/${i}`,
    created_by: null,
    created_at: now,
    updated_at: now,
  }));
  await chunks(grants, 100, (part) => db.insertInto('grants').values(part).execute());
  const saved = await db.selectFrom('grants').select(['id', 'sanctioned_paise', 'sanctioned_on']).execute();
  const offset = (date: string) => Math.round((Date.parse(date) - Date.UTC(2021, 11, 1)) / 86_400_000);
  const tranches = [];
  const expenses = [];
  for (const [g, grant] of saved.entries()) {
    const start = offset(grant.sanctioned_on);
    const shares = [40, 35, 25];
    for (const [k, share] of shares.entries()) {
      const amount = (grant.sanctioned_paise * share) / 100;
      const disbursedAfter = k === 0 ? 60 : k === 1 && g % 2 === 0 ? 240 : null;
      tranches.push({
        grant_id: grant.id,
        title: `Milestone ${k + 1}`,
        due_on: day(start + 45 + k * 180),
        amount_paise: amount,
        state:
          disbursedAfter !== null
            ? ('disbursed' as const)
            : k === 1
              ? ('submitted' as const)
              : ('awaiting-evidence' as const),
        evidence_key: null,
        evidence_by: null,
        evidence_at: null,
        reviewed_at: null,
        disbursed_on: disbursedAfter === null ? null : day(start + disbursedAfter),
        disbursed_paise: disbursedAfter === null ? null : amount,
        disbursement_reference: disbursedAfter === null ? '' : `NEFT BENCH${g}${k}`,
        created_at: now,
        updated_at: now,
      });
      if (disbursedAfter === null) continue;
      for (let e = 0; e < SPENDING_PER_TRANCHE; e += 1)
        expenses.push({
          grant_id: grant.id,
          spent_on: day(start + disbursedAfter + 10 + e * 30),
          head: EXPENSE_HEADS[(g + k + e) % EXPENSE_HEADS.length]!,
          amount_paise: Math.floor(amount / (SPENDING_PER_TRANCHE + 1)) + e,
          note: `Spending ${e + 1} of tranche ${k + 1}`,
          recorded_by: null,
          created_at: now,
        });
    }
  }
  await chunks(tranches, 200, (part) => db.insertInto('grant_tranches').values(part).execute());
  await chunks(expenses, 200, (part) => db.insertInto('grant_expenses').values(part).execute());
  return {
    tranches: tranches.length,
    disbursed: tranches.filter((tranche) => tranche.disbursed_on !== null).length,
    expenses: expenses.length,
  };
}

void main();
