import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '#server/config';
import type { Executor } from '#server/db/database';
import { countRetriedJobs, findUnfinishedJobs } from '#server/modules/jobs/repository';
import { bareEnvironment } from './bare-environment';
import { createCrashWorkspace, waitUntil, type CrashWorkspace } from './crash-workspace';
import { CRASH_TEST_STALE_CLAIM_MS } from './job-runner-process';
import { createTestDatabase, type TestDatabase } from './test-app';

// The job-runner processes the job crash tests start and kill (a bundle of job-process.ts or
// review-reminder-process.ts, see job-runner-process.ts).

const children = new Set<ChildProcess>();

export interface JobRunnerProcess {
  child: ChildProcess;
  /** What the process printed, for the failure message. */
  output: () => string;
  exited: Promise<void>;
  ready: Promise<void>;
}

/** Starts `bundle` on the database; `ready` settles once it polls for jobs. */
export function startJobRunner(bundle: string, settings: Config['database']): JobRunnerProcess {
  const child = spawn(process.execPath, [bundle, JSON.stringify(settings)], {
    cwd: path.resolve('.'),
    env: bareEnvironment({}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('exit', () => reject(new Error(`the job process exited before it was ready:\n${output}`)));
  });
  // A runner killed before it was ready is no failure of its own; awaiting `ready` still reports it.
  ready.catch(() => undefined);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  return { child, exited, ready, output: () => output };
}

/** SIGKILL, and waits until the process is gone. */
export async function killJobRunner(runner: JobRunnerProcess): Promise<void> {
  runner.child.kill('SIGKILL');
  await runner.exited;
}

/** For afterAll: kills whatever runner is still alive. */
export function killAllJobRunners(): void {
  for (const child of children) child.kill('SIGKILL');
}

export interface KillRounds {
  bundle: string;
  settings: Config['database'];
  rounds: number;
  /** How many effects (queued mails) the runs have committed so far. */
  committed: () => Promise<number>;
  /** The count at which a round's runners are killed, from the count once they were ready. */
  target: (before: number, round: number) => number;
  /** The jobs not done yet (a few are printed if the last wait times out); the last runners stop once none is left. */
  unfinished: () => Promise<unknown[]>;
  /** What the last wait waits for, for its failure message. */
  what: string;
}

/**
 * The job crash tests' rounds: two runners start, and once they have committed some effects together
 * (a different point each round) both are killed with SIGKILL; after the last round two more run until
 * every job is done, taking over what the kills interrupted once its claim is stale. Returns the
 * committed count after each round.
 */
export async function runJobsAcrossKills(options: KillRounds): Promise<number[]> {
  const { bundle, settings } = options;
  const progress: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const runners = [startJobRunner(bundle, settings), startJobRunner(bundle, settings)];
    await Promise.all(runners.map((runner) => runner.ready));
    const target = options.target(await options.committed(), round);
    await waitUntil(async () => (await options.committed()) >= target, `round ${round} to progress`);
    await Promise.all(runners.map(killJobRunner));
    progress.push(await options.committed());
  }
  const runners = [startJobRunner(bundle, settings), startJobRunner(bundle, settings)];
  await waitUntil(async () => (await options.unfinished()).length === 0, options.what, {
    timeoutMs: 60_000 + CRASH_TEST_STALE_CLAIM_MS,
    describe: async () => {
      const left = (await options.unfinished()).slice(0, 5);
      const printed = runners.map((runner) => runner.output().slice(-2_000)).join('\n---\n');
      return `; left: ${JSON.stringify(left)}\nrunners printed:\n${printed}`;
    },
  });
  await Promise.all(runners.map(killJobRunner));
  return progress;
}

/** Expects each of `keys` exactly once and `distinct` of them; returns how often each stands. */
export function expectEachOnce(keys: string[], distinct: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  expect(counts.size).toBe(distinct);
  expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
  return counts;
}

export interface EachOnceAcrossKills extends Omit<KillRounds, 'committed' | 'unfinished'> {
  /** The database the runners use, open for the whole test. */
  db: Executor;
  /** One key per effect committed so far (a mail's recipient and subject, say). */
  effects: () => Promise<string[]>;
  /** How many distinct effects the jobs make. */
  distinct: number;
  /** The test's jobs (every job when not given). */
  keys?: string[];
  /** The jobs not done yet; by default those of `keys` whose row says so. */
  unfinished?: () => Promise<unknown[]>;
  /** What the printed figures speak of, e.g. ['review reminders', 'reminders']: the jobs, then their effects. */
  names: [jobs: string, effects: string];
}

/**
 * The job crash tests' check: the kill rounds, then each effect exactly once; prints the progress of the
 * rounds and how many jobs were taken over after a kill. Returns how often each effect stands.
 */
export async function expectEachOnceAcrossKills(options: EachOnceAcrossKills): Promise<Map<string, number>> {
  const { db, keys, names } = options;
  const progress = await runJobsAcrossKills({
    ...options,
    committed: async () => (await options.effects()).length,
    unfinished: options.unfinished ?? (() => findUnfinishedJobs(db, keys)),
  });
  const counts = expectEachOnce(await options.effects(), options.distinct);
  console.log(
    `${names[0]} across ${options.rounds} double SIGKILLs (${options.settings.kind}): ${names[1]} committed after each round ${progress.join(', ')}; ` +
      `${await countRetriedJobs(db, keys)} jobs taken over after a kill`,
  );
  return counts;
}

/**
 * What every job crash test file sets up: a workspace with the runner's `entry` bundled before all
 * tests; after them, the runners still alive killed, the PostgreSQL databases it made dropped and the
 * workspace removed.
 */
export function jobCrashSuite(prefix: string, entry: string) {
  const databases: TestDatabase[] = [];
  let workspace: CrashWorkspace | undefined;
  let bundle = '';
  beforeAll(async () => {
    workspace = createCrashWorkspace(prefix);
    bundle = await workspace.bundle(entry);
  });
  afterAll(async () => {
    killAllJobRunners();
    for (const database of databases) await database.drop();
    workspace?.remove();
  });
  const sqlite = (): Promise<Config['database']> => workspace!.migratedSqlite();
  const postgres = async (): Promise<Config['database']> => {
    const database = await createTestDatabase('postgres', { migrated: true });
    databases.push(database);
    return database.settings;
  };
  return {
    /** The bundled runner (once beforeAll has run). */
    bundle: () => bundle,
    /** A SQLite database file in the workspace, already migrated. */
    sqlite,
    /** A fresh PostgreSQL database, already migrated, dropped after all tests. */
    postgres,
    /**
     * Registers `run` as a test `title` on SQLite, and on PostgreSQL too where it is available (registered
     * only there, so no run reports a skipped test).
     */
    onBothEngines: (title: string, run: (settings: Config['database']) => Promise<void>) => {
      it(`${title} on SQLite`, { timeout: 600_000 }, async () => run(await sqlite()));
      if (process.env.TEST_DATABASE_URL)
        it(`${title} on PostgreSQL`, { timeout: 600_000 }, async () => run(await postgres()));
    },
  };
}
