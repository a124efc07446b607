import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './smtp-test-server';

/**
 * The real server in a process of its own, as `npm start` runs it: for tests that signal, kill or
 * restart it, for the browser journeys, benchmarks and Lighthouse. One node process (tsx loaded with
 * `--import`, no wrapper), so SIGTERM and SIGKILL reach the server itself.
 */
export interface ServerProcessOptions {
  /** The server's settings (PORT and HOST are chosen here). */
  env: Record<string, string>;
  /**
   * `bare` (default): only PATH and HOME besides `env`, so no setting of this machine leaks in;
   * `inherit`: this process's environment under `env` (scripts and the browser journeys).
   */
  baseEnv?: 'bare' | 'inherit';
  /** What node runs: the server's source by default, COMPILED_SERVER, or a bundle of it. */
  entry?: string[];
  /** Extra node flags, e.g. ['--cpu-prof']. */
  nodeArgs?: string[];
  /** The node binary (this process's by default), e.g. another Node release's. */
  nodeBinary?: string;
  /** The working folder, where the server finds dist/ and data/ (this process's by default). */
  cwd?: string;
  /** Answers 200 once the server is ready; null returns at once (for a process expected to exit). */
  readyPath?: string | null;
  readyTimeoutMs?: number;
  /** The host name in `baseUrl` (the server listens on 127.0.0.1 either way). */
  urlHost?: string;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first ready answer (0 when not waited for). */
  startupMs: number;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
  /** What it has written to stderr alone. */
  stderr: () => string;
  exited: Promise<ServerExit>;
  /** SIGTERM (a graceful shutdown) and wait for the exit. */
  stop: () => Promise<ServerExit>;
  /** SIGKILL (a crash) and wait for the exit. */
  kill: () => Promise<ServerExit>;
}

const SERVER_SOURCE = ['--import', 'tsx', 'src/server/server.ts'];
/**
 * The server as production runs it: the JavaScript `npm run build` leaves in dist/server (scripts/build-server.ts).
 * The caller makes sure it is current first (`buildWhatChanged` in scripts/build.ts).
 */
export const COMPILED_SERVER = ['dist/server/server.js'];
const running = new Set<ChildProcess>();

/** SIGKILLs every server this process started that is still running (for afterAll after a failure). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** One GET on its own connection, closed after: no pooled connection outlives the check. */
function answersOk(port: number, urlPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
    request.setTimeout(5_000, () => request.destroy());
  });
}

/** Thrown when the chosen port was taken before the server bound it. */
class PortTaken extends Error {}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // The port is free when chosen, but until the child binds it another process (a test file in another
  // worker, any outgoing connection) may take it: then the start is tried again on another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

async function startOnFreePort(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const base: Record<string, string | undefined> =
    options.baseEnv === 'inherit' ? process.env : { PATH: process.env.PATH, HOME: process.env.HOME };
  const startedAt = Date.now();
  const nodeArgs = [...(options.nodeArgs ?? []), ...(options.entry ?? SERVER_SOURCE)];
  const child = spawn(options.nodeBinary ?? process.execPath, nodeArgs, {
    cwd: path.resolve(options.cwd ?? '.'),
    env: { ...base, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    stderr += chunk;
  });
  let done: ServerExit | null = null;
  const exited = new Promise<ServerExit>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      done = { code, signal };
      resolve(done);
    }),
  );
  const signal = (name: NodeJS.Signals) => async () => {
    if (!done) child.kill(name);
    return exited;
  };
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    port,
    baseUrl: `http://${options.urlHost ?? '127.0.0.1'}:${port}`,
    startupMs: 0,
    output: () => output,
    stderr: () => stderr,
    exited,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
  };

  const readyPath = options.readyPath === undefined ? '/api/health' : options.readyPath;
  if (readyPath === null) return server;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (done) {
      const message = `the server exited during start-up:\n${output}`;
      throw output.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message);
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not become ready:\n${output}`);
    }
    if (await answersOk(port, readyPath)) {
      server.startupMs = Date.now() - startedAt;
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
