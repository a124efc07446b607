import { expect } from 'vitest';
import { duePeriod } from '#common/kpis';
import { calendarDateInZone } from '#common/times';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { withDatabase } from '#server/test-support/crash-workspace';
import { expectEachOnceAcrossKills, jobCrashSuite } from '#server/test-support/job-runners';
import { testConfig } from '#server/test-support/test-app';
import { insertUsers } from '#server/test-support/user-rows';
import { listMailLines } from '#server/modules/mail/repository';

// docs/product.md#startup-kpis: the daily check and the KPI reminders it schedules, run by two processes
// on one database that are both killed with SIGKILL twice while they run, then started again: every
// startup's founder gets exactly one reminder for the period due, because the check schedules one job per
// startup and period (a key the jobs table keeps), each reminder's mail is queued in its job's own
// transaction and a killed run's claim is taken over. Three checks run for the same day, as restarts and
// instances would start them. On SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set.

const STARTUPS = 120;
const CHECKS = 3;
const KILL_ROUNDS = 2;
const COHORT_START = '2025-01-01';
const suite = jobCrashSuite('kpi-reminders', 'src/server/test-support/kpi-reminder-process.ts');

const founder = (n: number) => `founder${n}@kpi-crash${n}.example.com`;

/** One monthly cohort asking for two figures, with STARTUPS startups of one founder each, none reported. */
async function seedCohort(db: Database, now: string): Promise<number[]> {
  await insertTestProgram(db, 'kpi-crash');
  const cohortId = await insertTestCohort(db, {
    name: 'Crash cohort',
    programSlug: 'kpi-crash',
    startsOn: COHORT_START,
  });
  await db
    .insertInto('kpi_metrics')
    .values([
      { cohort_id: cohortId, name: 'Revenue', unit: '₹', kind: 'money', position: 0, created_at: now },
      {
        cohort_id: cohortId,
        name: 'Team size',
        unit: 'people',
        kind: 'count',
        position: 1,
        created_at: now,
      },
    ])
    .execute();
  const founders = Array.from({ length: STARTUPS }, (_, n) => ({ email: founder(n), name: `Founder ${n}` }));
  const userIds = await insertUsers(db, founders, now);
  const ids: number[] = [];
  for (const [n, id] of userIds.entries()) {
    ids.push(await insertCohortStartup(db, cohortId, `Crash startup ${n}`, [{ id }]));
  }
  return ids;
}

async function remindAcrossKills(settings: Config['database']) {
  const app = await buildApp(testConfig(settings));
  let keys: string[] = [];
  try {
    const now = new Date();
    const today = calendarDateInZone(now, app.config.centreTimezone);
    const period = duePeriod({ startsOn: COHORT_START, endsOn: '2099-12-31', frequency: 'monthly' }, today)!;
    const startups = await seedCohort(app.db, now.toISOString());
    const check = app.jobs.definition('kpi-reminders')!;
    const checks = Array.from({ length: CHECKS }, (_, n) => `kpi-reminders:crash-${n}`);
    for (const key of checks) await app.jobs.schedule(check, { key, dueAt: now, payload: { day: today } });
    keys = [...checks, ...startups.map((id) => `kpi-reminder:${id}:${period}`)];
  } finally {
    await app.close();
  }

  await withDatabase(settings, async ({ db }) => {
    // A reminder job the checks have not scheduled yet counts as not done.
    const unfinished = async () => {
      const done = await db
        .selectFrom('jobs')
        .select('unique_key')
        .where('unique_key', 'in', keys)
        .where('status', '=', 'done')
        .execute();
      const finished = new Set(done.map((row) => row.unique_key));
      return keys.filter((key) => !finished.has(key));
    };
    // Every founder, once, for the period due.
    const counts = await expectEachOnceAcrossKills({
      db,
      bundle: suite.bundle(),
      settings,
      rounds: KILL_ROUNDS,
      effects: () => listMailLines(db, 'Crash startup %: your figures for %'),
      distinct: STARTUPS,
      keys,
      target: (before, round) => Math.min(STARTUPS - 1, before + 10 + round * 10),
      unfinished,
      what: 'every check and reminder job to be done',
      names: ['KPI reminders', 'reminders'],
    });
    const addresses = new Set([...counts.keys()].map((key) => key.split(' ')[0]));
    for (let n = 0; n < STARTUPS; n += 1) expect(addresses.has(founder(n))).toBe(true);
  });
}

suite.onBothEngines(
  'sends each startup’s KPI reminder exactly once per period across SIGKILLs of two runners',
  remindAcrossKills,
);
