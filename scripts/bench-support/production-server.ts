// Benchmarks only: the production build and the real server, started the way an operator starts it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhatChanged } from '../build';
import { COMPILED_SERVER, startServerProcess } from '#server/test-support/server-process';

export const BENCH_ADMIN_EMAIL = 'bench-admin@iic.example.edu';

export interface ChildServer {
  baseUrl: string;
  pid: number;
  /** Resident memory of the server process in MB (VmRSS from /proc). */
  rssMb: () => number;
  stop: () => Promise<void>;
}

/** Builds the site and the compiled server when their sources changed since the last build. */
export async function ensureBuilt(): Promise<void> {
  await buildWhatChanged();
}

export function makeDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Runs `node <entry>` on a free port and waits until `readyPath` answers 200. */
async function spawnAndWait(
  entry: string[],
  env: Record<string, string>,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<ChildServer> {
  const server = await startServerProcess({ baseEnv: 'inherit', entry, env, readyPath, nodeArgs });
  return {
    baseUrl: server.baseUrl,
    pid: server.pid,
    rssMb: () => rssMbOf(server.pid),
    stop: async () => {
      await server.stop();
    },
  };
}

/**
 * The compiled server (dist/server/server.js, after `ensureBuilt`) with NODE_ENV=production and the settings production requires, on a
 * SQLite file the caller has prepared (or an empty one, which the server migrates and seeds).
 */
export async function startProductionServer(options: {
  sqliteFile: string;
  smtpUrl: string;
  env?: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof'] to profile the server under load. */
  nodeArgs?: string[];
}): Promise<ChildServer> {
  return spawnAndWait(
    COMPILED_SERVER,
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://localhost',
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Innovation & Incubation Centre <no-reply@iic.example.edu>',
      ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      SQLITE_PATH: options.sqliteFile,
      DATABASE_URL: '',
      SEED_DEMO_CONTENT: 'true',
      SEED_DEMO_ACTIVITY: 'false',
      ...options.env,
    },
    '/api/health',
    options.nodeArgs,
  );
}

/** The reference: plain Fastify answering `{"hello":"world"}` in its own process. */
export async function startHelloServer(): Promise<ChildServer> {
  return spawnAndWait(['scripts/bench-support/hello-server.mjs'], {}, '/');
}
