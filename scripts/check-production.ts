// `npm run check:production [-- --node 24] [--postgres] [--keep]`: proves that a production install runs the site. Builds
// what changed, copies only the build output (dist/), package.json and package-lock.json to a temporary folder,
// runs `npm ci --omit=dev` there, starts `node dist/server/server.js` in production mode on a fresh SQLite
// file with a real SMTP test server, runs the API smoke tests (scripts/api-smoke.ts) against it, takes a backup
// with the compiled tool, and stops it with SIGTERM. Prints the install's package count and size and the
// server's memory. `--node 24` does all of it on Node 24 from the npm registry (native addons compiled against
// its headers). `--postgres` runs the server on a new PostgreSQL database made through TEST_DATABASE_URL instead of
// SQLite, installed with --ignore-scripts (the native SQLite addon is then neither built nor loaded), as CI does on
// Node 24, where better-sqlite3 12 can abort the process (README.md#running-in-production has why and the figures).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeIn, mailboxReader, startSmtpTestServer } from '#server/test-support/smtp-test-server';
import { COMPILED_SERVER, startServerProcess } from '#server/test-support/server-process';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app';
import { runApiSmokeTests } from './api-smoke';
import { rssMbOf } from './bench-support/production-server';
import { buildWhatChanged } from './build';
import { nodeFromRegistry } from './node-from-registry';

const args = process.argv.slice(2);
const nodeAt = args.indexOf('--node');
const major = nodeAt === -1 ? null : Number(args[nodeAt + 1]);
if (major !== null && !Number.isInteger(major)) {
  console.error('Usage: npm run check:production [-- --node <major, e.g. 24>] [--keep]');
  process.exit(1);
}
const keep = args.includes('--keep');
const onPostgres = args.includes('--postgres');

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** `npm ci --omit=dev` in `dir` with `node` first on PATH, so npm and node-gyp build for that release. */
function productionInstall(dir: string, node: { binary: string; headersDir?: string }): void {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.dirname(node.binary)}${path.delimiter}${process.env.PATH ?? ''}`,
    ...(node.headersDir ? { npm_config_nodedir: node.headersDir } : {}),
  };
  const options = [
    'ci',
    '--omit=dev',
    '--no-audit',
    '--no-fund',
    ...(onPostgres ? ['--ignore-scripts'] : []),
  ];
  const result = spawnSync('npm', options, {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`npm ci --omit=dev failed:\n${result.stdout}\n${result.stderr}`.slice(-4000));
}

function installFigures(dir: string): { entries: number; packages: number; sizeMb: number } {
  const modules = path.join(dir, 'node_modules');
  const entries = fs.readdirSync(modules).filter((name) => !name.startsWith('.')).length;
  const listed = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const packages = listed.stdout.split('\n').filter(Boolean).length - 1;
  const sizeKb = Number(execFileSync('du', ['-sk', modules], { encoding: 'utf8' }).split('\t')[0]);
  return { entries, packages, sizeMb: sizeKb / 1024 };
}

async function main(): Promise<boolean> {
  const started = Date.now();
  await buildWhatChanged();
  const node =
    major === null ? { version: process.version, binary: process.execPath } : nodeFromRegistry(major);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-production-'));
  console.log(`Production check on Node ${node.version}, ${onPostgres ? 'PostgreSQL' : 'SQLite'}, in ${dir}`);
  let database: TestDatabase | null = null;
  try {
    fs.cpSync('dist', path.join(dir, 'dist'), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join('dist', 'lighthouse')),
    });
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(file, path.join(dir, file));

    const installStarted = Date.now();
    productionInstall(dir, node);
    const figures = installFigures(dir);
    console.log(
      `  npm ci --omit=dev: ${seconds(installStarted)}; ${figures.entries} entries in node_modules, ` +
        `${figures.packages} packages, ${figures.sizeMb.toFixed(0)} MB`,
    );

    const smtp = await startSmtpTestServer();
    try {
      // What production requires; the database is the default SQLite file in the folder's data/.
      if (onPostgres) database = await createTestDatabase('postgres');
      const settings: Record<string, string> = {
        ...(database?.settings.kind === 'postgres' ? { DATABASE_URL: database.settings.url } : {}),
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://localhost',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Innovation & Incubation Centre <no-reply@iic.example.edu>',
        ADMIN_EMAILS: 'admin@iic.example.edu',
        LOG_LEVEL: 'warn',
      };
      const server = await startServerProcess({
        entry: COMPILED_SERVER,
        nodeBinary: node.binary,
        cwd: dir,
        env: settings,
        readyTimeoutMs: 120_000,
      });
      /** A second start on the same database, as after a deploy or a reboot: its start time and idle memory. */
      const restartFigures = async (): Promise<number> => {
        const again = await startServerProcess({
          entry: COMPILED_SERVER,
          nodeBinary: node.binary,
          cwd: dir,
          env: settings,
        });
        try {
          const rssAtStart = rssMbOf(again.pid);
          const smoke = await runApiSmokeTests({ baseUrl: again.baseUrl, log: () => {} });
          await new Promise((resolve) => setTimeout(resolve, 2000));
          console.log(
            `  restarted on the same database: ready in ${(again.startupMs / 1000).toFixed(1)} s, ` +
              `${rssAtStart.toFixed(0)} MB at start, ${rssMbOf(again.pid).toFixed(0)} MB after ` +
              `the smoke tests again (${smoke.passed} passed, ${smoke.failed} failed)`,
          );
          return smoke.failed;
        } finally {
          await again.stop();
        }
      };
      let ok = false;
      try {
        const rssAtStart = rssMbOf(server.pid);
        console.log(
          `  server ready in ${(server.startupMs / 1000).toFixed(1)} s (first start: migrations and demo content)`,
        );
        const mailbox = mailboxReader(smtp);
        const smoke = await runApiSmokeTests({
          baseUrl: server.baseUrl,
          signIn: {
            email: 'smoke.test@example.org',
            readCode: async (email) => codeIn(await mailbox(email)),
          },
        });
        // Idle after the requests: what the process keeps once a few pages and answers have been made.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        console.log(
          `  resident memory: ${rssAtStart.toFixed(0)} MB at start, ${rssMbOf(server.pid).toFixed(0)} MB after the smoke tests`,
        );
        const backup = onPostgres
          ? null
          : spawnSync(node.binary, ['dist/server/backup.js', 'backups/check.sqlite'], {
              cwd: dir,
              env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings },
              encoding: 'utf8',
            });
        const backedUp =
          !backup || (backup.status === 0 && fs.existsSync(path.join(dir, 'backups/check.sqlite')));
        if (backup) {
          console.log(`  ${backedUp ? '✓' : '✗'} the compiled backup tool copies the live database`);
          if (!backedUp) console.log(`${backup.stdout}${backup.stderr}`);
        }
        const exit = await server.stop();
        const stoppedCleanly = exit.code === 0;
        console.log(
          `  ${stoppedCleanly ? '✓' : '✗'} SIGTERM stops the server cleanly (exit ${exit.code ?? exit.signal})`,
        );
        ok = smoke.failed === 0 && backedUp && stoppedCleanly && (await restartFigures()) === 0;
      } finally {
        await server.kill();
        if (!ok) console.log(server.output().slice(-4000));
      }
      console.log(
        `Production check on Node ${node.version}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`,
      );
      return ok;
    } finally {
      await smtp.close();
    }
  } finally {
    await database?.drop();
    if (keep) console.log(`Kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
