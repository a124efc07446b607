import { postgresDriver } from '#server/db/postgres-driver';

/**
 * PostgreSQL databases of a test run are dropped together when the run ends, not one by one as each file
 * finishes. On PostgreSQL 15 every DROP DATABASE waits for a checkpoint of the whole cluster, 2–10 s on a
 * busy machine, which each test file spent waiting; drops issued side by side share one checkpoint
 * (docs/performance.md#test-suite). This is the vitest global setup of the server projects: it names the
 * run (RUN_VARIABLE, handed to the test files' processes), drops the run's databases at its end, and
 * drops those of earlier runs whose process no longer exists (a run that was killed).
 */
export const RUN_VARIABLE = 'CENTRE_TEST_RUN';
const NAME = /^centre_test_r(\d+)_/;
const LANES = 8;

/** The prefix of this run's database names, or null outside a run (each database is then dropped at once). */
export function runPrefix(): string | null {
  const run = process.env[RUN_VARIABLE];
  return run ? `centre_test_r${run}_` : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropWhere(adminUrl: string, drop: (name: string) => boolean): Promise<void> {
  const Client = postgresDriver().Client;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const rows = (
      await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'centre_test_r%'",
      )
    ).rows;
    const names = rows.map((row) => row.datname).filter(drop);
    const lanes = await Promise.all(
      Array.from({ length: Math.min(LANES, names.length) }, async () => {
        const client = new Client({ connectionString: adminUrl });
        await client.connect();
        return client;
      }),
    );
    await Promise.all(
      lanes.map(async (client, lane) => {
        try {
          for (let i = lane; i < names.length; i += lanes.length)
            await client.query(`drop database if exists ${names[i]} with (force)`);
        } finally {
          await client.end();
        }
      }),
    );
  } finally {
    await admin.end();
  }
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const run = String(process.pid);
  const prefix = `centre_test_r${run}_`;
  await dropWhere(adminUrl, (name) => {
    const pid = Number(NAME.exec(name)?.[1]);
    return !name.startsWith(prefix) && !isAlive(pid);
  });
  process.env[RUN_VARIABLE] = run;
  return async () => {
    delete process.env[RUN_VARIABLE];
    await dropWhere(adminUrl, (name) => name.startsWith(prefix));
  };
}
