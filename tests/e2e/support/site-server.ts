import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { COMPILED_SERVER, startServerProcess } from '#server/test-support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file the demo seed has filled, made once by the global setup (docs/performance.md#test-suite). */
    seededDatabase: string;
  }
}

export interface SiteServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

const DATABASE_FILE = 'centre.sqlite';
/**
 * Settings that change what the demo seed writes. A server started with any of them seeds a database of its own;
 * every other starts on a copy of the seeded one. (ADMIN_EMAILS does not matter: the first admin's demo choices
 * are seeded for each new first admin, src/server/db/seed/demo-newsletter.ts.)
 */
const SEED_SETTINGS = ['SEED_DEMO_CONTENT', 'SEED_DEMO_ACTIVITY', 'CENTRE_TIMEZONE'];

/**
 * Starts the real server as production runs it (the compiled dist/server/server.js, which the e2e global setup
 * builds when its sources changed) on the built site, a free port and a SQLite file of its own. Compiled, a start
 * takes about half the CPU it takes through tsx (docs/performance.md#compiled-server), which every spec's server
 * pays; started on a copy of the seeded database, it skips the demo seed's few seconds as well.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  options: { seededDatabase?: string | null } = {},
): Promise<SiteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-e2e-'));
  const seeded = options.seededDatabase === undefined ? inject('seededDatabase') : options.seededDatabase;
  if (seeded && !SEED_SETTINGS.some((name) => name in env))
    copyDatabase(seeded, path.join(dataDir, DATABASE_FILE));
  const server = await startOn(dataDir, env);
  return {
    baseUrl: server.baseUrl,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function startOn(dataDir: string, env: Record<string, string>, readyTimeoutMs?: number) {
  return startServerProcess({
    readyTimeoutMs,
    baseEnv: 'inherit',
    entry: COMPILED_SERVER,
    env: {
      NODE_ENV: 'development',
      SQLITE_PATH: path.join(dataDir, DATABASE_FILE),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/** The file and its write-ahead log when one is left (SQLite replays it on opening); the shared-memory index is rebuilt. */
function copyDatabase(from: string, to: string): void {
  fs.copyFileSync(from, to);
  if (fs.existsSync(`${from}-wal`)) fs.copyFileSync(`${from}-wal`, `${to}-wal`);
}

/**
 * A database the demo seed has filled, as a server with the default settings and no admins seeds it: a server is
 * started on a new file and stopped once it answers. Returns the file and a way to remove it.
 */
export async function makeSeededDatabase(): Promise<{ file: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-e2e-seeded-'));
  try {
    // Once for the whole run, and the seed is most of a start: room for a machine busy with other work.
    await (await startOn(dir, { ADMIN_EMAILS: '' }, 240_000)).stop();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    file: path.join(dir, DATABASE_FILE),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
