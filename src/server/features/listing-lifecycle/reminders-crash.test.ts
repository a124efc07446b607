import { expect } from 'vitest';
import { DAY_MS } from '#common/listing-lifecycle';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { insertInternship } from '#server/features/opportunities/repository';
import { withDatabase } from '#server/test-support/crash-workspace';
import { expectEachOnceAcrossKills, jobCrashSuite } from '#server/test-support/job-runners';
import { testConfig } from '#server/test-support/test-app';
import { insertUsers } from '#server/test-support/user-rows';
import { listMailLines } from '#server/modules/mail/repository';
import { scheduleListingJobs } from './jobs';

// docs/product.md#listing-lifecycle: the reminders of many listings about to expire, run by two processes
// on one database that are both killed with SIGKILL twice while they run, then started again: every owner
// gets exactly one reminder per listing, because the mail is queued in the job's own transaction and a
// killed run's claim is taken over. On SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set.

const LISTINGS = 300;
const KILL_ROUNDS = 2;
const suite = jobCrashSuite('listing-reminders', 'src/server/test-support/listing-reminder-process.ts');

const title = (n: number) => `Crash listing ${n}`;

/** LISTINGS approved internships, each of its own owner, expiring in two days (their reminder is due). */
async function seedListings(db: Database, now: string, expiresAt: string) {
  const owners = Array.from({ length: LISTINGS }, (_, n) => ({
    email: `owner${n}@company${n}.example.com`,
    name: `Owner ${n}`,
  }));
  const ids: number[] = [];
  for (const [n, ownerId] of (await insertUsers(db, owners, now)).entries()) {
    const id = await insertInternship(db, {
      owner_id: ownerId,
      title: title(n),
      company: `Company ${n}`,
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: 10000,
      description: 'Build things.',
      requirements: 'C',
      apply_link: '',
      contact: `jobs@company${n}.example.com`,
      created_at: now,
    });
    await db
      .updateTable('internships')
      .set({ status: 'approved', reviewed_at: now, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

async function remindAcrossKills(settings: Config['database']) {
  const app = await buildApp(testConfig(settings));
  const keys: string[] = [];
  try {
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 2 * DAY_MS).toISOString();
    for (const id of await seedListings(app.db, now, expiresAt)) {
      await scheduleListingJobs(app, app.db, { kind: 'internship', id, expiresAt });
      keys.push(`listing-expiry-reminder:internship:${id}:${expiresAt}`);
    }
  } finally {
    await app.close();
  }

  await withDatabase(settings, async ({ db }) => {
    // Every owner, once.
    const counts = await expectEachOnceAcrossKills({
      db,
      bundle: suite.bundle(),
      settings,
      rounds: KILL_ROUNDS,
      effects: () => listMailLines(db, 'Expires on%Crash listing%'),
      distinct: LISTINGS,
      keys,
      target: (before, round) => Math.min(LISTINGS - 1, before + 10 + round * 10),
      what: 'every reminder job to be done',
      names: ['listing reminders', 'reminders'],
    });
    const owners = new Set([...counts.keys()].map((key) => key.split(' ')[0]));
    for (let n = 0; n < LISTINGS; n += 1) expect(owners.has(`owner${n}@company${n}.example.com`)).toBe(true);
  });
}

suite.onBothEngines(
  'sends each listing expiry reminder exactly once across SIGKILLs of two runners',
  remindAcrossKills,
);
