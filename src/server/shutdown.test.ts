import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '#common/content';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process';

// The real server in its own process, as `npm start` runs it: listening on a real port,
// on an SQLite file that outlives the process.

let dataDir: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection, read to the end. */
function request(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timed out: ${urlPath}`)));
  });
}

function startServer(sqliteFile: string): Promise<ServerProcess> {
  return startServerProcess({
    env: { NODE_ENV: 'development', SQLITE_PATH: sqliteFile, SEED_DEMO_CONTENT: 'true', LOG_LEVEL: 'info' },
    readyTimeoutMs: 90_000,
  });
}

/** Resolves with the exit, or rejects if the process is still running after `ms`. */
function exitWithin(server: ServerProcess, ms: number) {
  return Promise.race([
    server.exited,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`still running ${ms} ms after the signal:\n${server.output()}`)), ms),
    ),
  ]);
}

function logLines(output: string): { msg?: string; req?: { url?: string } }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-shutdown-'));
});

afterAll(() => {
  killServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A POST whose body is only half sent: the server has the request but cannot answer it
 * until `finish` sends the rest, so it is certainly in flight meanwhile.
 */
function halfSentUpload(port: number, urlPath: string) {
  const body = JSON.stringify({ note: 'x'.repeat(400) });
  const half = Math.floor(body.length / 2);
  let answered = false;
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: urlPath,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // Awaited by the test; this only keeps a failure elsewhere from also reporting it as unhandled.
  answer.catch(() => undefined);
  req.flushHeaders();
  req.write(body.slice(0, half));
  return { answer, answered: () => answered, finish: () => req.end(body.slice(half)) };
}

/**
 * Resolves once `condition` (about what the server has logged) holds: checked now and again at each chunk the
 * server writes, never on a timer, so the test moves on as soon as the log says so.
 */
function waitForLog(server: ServerProcess, condition: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const streams = [server.child.stdout!, server.child.stderr!];
    const stop = () => {
      clearTimeout(deadline);
      for (const stream of streams) stream.off('data', check);
    };
    const check = () => {
      if (!condition()) return;
      stop();
      resolve();
    };
    const deadline = setTimeout(() => {
      stop();
      reject(new Error(`gave up waiting for ${what}:\n${server.output()}`));
    }, 15_000);
    // Listening after the server's own collector, so output() already holds the chunk that woke us.
    for (const stream of streams) stream.on('data', check);
    check();
  });
}

function teamOf(answer: Answer): TeamMember[] {
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body.toString('utf8')) as { items: TeamMember[] }).items;
}

describe('graceful shutdown of the real server', () => {
  // Each test starts the server from its source, twice in the second: a busy machine (test files run side
  // by side) may take a while, so the limit is generous; nothing here is timed against it.
  it(
    'finishes the requests it has received, refuses new work, then exits 0 on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const server = await startServer(path.join(dataDir, 'drain.sqlite'));
      const photo = teamOf(await request(server.port, '/api/content/team'))[0]!.image!.src;
      const logged = (predicate: (line: { msg?: string; req?: { url?: string } }) => boolean) =>
        logLines(server.output()).filter(predicate).length;

      // One request certainly in flight: its body is still arriving when the signal comes. (The log keeps a
      // query's names, not its values: docs/product.md#security-rules.)
      const upload = halfSentUpload(server.port, '/api/health?upload=1');
      await waitForLog(
        server,
        () =>
          logged(
            (line) => line.msg === 'incoming request' && line.req?.url === '/api/health?upload=[redacted]',
          ) === 1,
        'the upload to reach the server',
      );

      // A burst of concurrent requests, each on its own connection, marked so the log can be matched.
      const targets = ['/api/content/team', '/api/content/slides', '/api/health', photo, '/'];
      const burst = Array.from(
        { length: 60 },
        (_, index) => `${targets[index % targets.length]}?burst=${index}`,
      );
      const answers = Promise.allSettled(burst.map((urlPath) => request(server.port, urlPath)));
      await waitForLog(
        server,
        () =>
          logged((line) => line.msg === 'incoming request' && Boolean(line.req?.url?.includes('burst='))) ===
          60,
        'the whole burst to reach the server',
      );

      expect(server.child.kill('SIGTERM')).toBe(true);
      await waitForLog(server, () => server.output().includes('shutting down'), 'the shutdown to begin');

      // A newcomer is not served normally: refused at connect, or told 503.
      const late = await request(server.port, '/api/content/team').then(
        (answer) => answer.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      // The server is waiting for the upload; it neither answered it nor exited.
      expect(upload.answered()).toBe(false);
      expect(server.child.exitCode).toBeNull();
      upload.finish();
      const uploaded = await upload.answer;
      // No POST route there: the complete answer is the JSON 404.
      expect(uploaded.status).toBe(404);
      expect(JSON.parse(uploaded.body.toString('utf8'))).toEqual({ message: 'Not found' });

      const exit = await exitWithin(server, 30_000);
      // The server's own deadline exits 1 after 5 s; 0 means it drained and closed within it.
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('shut down cleanly');

      const settled = await answers;
      for (const [index, result] of settled.entries()) {
        expect(result.status, `request ${burst[index]}`).toBe('fulfilled');
        const answer = (result as PromiseFulfilledResult<Answer>).value;
        expect(answer.status, `request ${burst[index]}`).toBe(200);
        if (answer.headers['content-length']) {
          expect(answer.body.length, `complete body for ${burst[index]}`).toBe(
            Number(answer.headers['content-length']),
          );
        }
        if (burst[index]!.startsWith('/api/content/team')) expect(teamOf(answer)).toHaveLength(8);
      }

      // Nothing listens any more.
      await expect(request(server.port, '/api/health')).rejects.toThrow();
    },
  );

  it(
    'keeps its data across a restart on the same file, without seeding again',
    { timeout: 180_000 },
    async () => {
      const file = path.join(dataDir, 'restart.sqlite');
      const first = await startServer(file);
      expect(first.output()).toContain('demo content seeded');
      const teamBefore = teamOf(await request(first.port, '/api/content/team'));
      expect(teamBefore).toHaveLength(8);
      first.child.kill('SIGINT');
      expect(await exitWithin(first, 30_000)).toEqual({ code: 0, signal: null });

      const second = await startServer(file);
      try {
        expect(second.output()).not.toContain('demo content seeded');
        const teamAfter = teamOf(await request(second.port, '/api/content/team'));
        expect(teamAfter).toHaveLength(8);
        expect(teamAfter).toEqual(teamBefore);

        const photo = await request(second.port, teamAfter[0]!.image!.src);
        expect(photo.status).toBe(200);
        expect(photo.headers['content-type']).toBe('image/webp');
      } finally {
        second.child.kill('SIGTERM');
      }
      expect(await exitWithin(second, 10_000)).toEqual({ code: 0, signal: null });
    },
  );
});
