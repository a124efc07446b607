// Benchmarks only: the production build and the real server, started the way an operator starts it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBuildCurrent } from '../build-inputs';
import { buildSite } from '../build';
import { freePort } from '#server/test-support/smtp-test-server';

export const BENCH_ADMIN_EMAIL = 'bench-admin@iic.example.edu';

export interface ChildServer {
  baseUrl: string;
  pid: number;
  /** Resident memory of the server process in MB (VmRSS from /proc). */
  rssMb: () => number;
  stop: () => Promise<void>;
}

export async function ensureBuilt(): Promise<void> {
  if (isBuildCurrent()) return;
  console.log('Building the site (sources changed since the last build)…');
  await buildSite();
}

export function makeDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Spawns `node <args>` on a free port and waits until `healthPath` answers 200. */
async function spawnAndWait(args: string[], env: Record<string, string>, healthPath: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: process.cwd(),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not become ready:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    rssMb: () => rssMbOf(pid),
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `src/server/server.ts` with NODE_ENV=production and the settings production requires, on a
 * SQLite file the caller has prepared (or an empty one, which the server migrates and seeds).
 */
export async function startProductionServer(options: {
  sqliteFile: string;
  smtpUrl: string;
  env?: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof'] to profile the server under load. */
  nodeArgs?: string[];
}): Promise<ChildServer> {
  const server = await spawnAndWait(
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/server.ts'],
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://localhost',
      SMTP_URL: options.smtpUrl,
      ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      SQLITE_PATH: options.sqliteFile,
      DATABASE_URL: '',
      SEED_DEMO_CONTENT: 'true',
      SEED_DEMO_ACTIVITY: 'false',
      ...options.env,
    },
    '/api/health',
  );
  return server;
}

/** The reference: plain Fastify answering `{"hello":"world"}` in its own process. */
export async function startHelloServer(): Promise<ChildServer> {
  return spawnAndWait(['scripts/bench-support/hello-server.mjs'], {}, '/');
}
