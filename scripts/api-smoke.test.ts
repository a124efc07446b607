import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiSmokeTests } from './api-smoke';

// The smoke tests must fail where a site is broken: here a server whose database answers but whose site
// was never built and whose API has no routes (tests/e2e/api-smoke.spec.ts shows them passing on the real one).
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ status: 'ok', database: 'ok' }));
      return;
    }
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        '<!doctype html><title>Not built</title><div id="root"><h1>The site has not been built yet</h1></div>',
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the API smoke tests', () => {
  it('report each broken part of a site and count it', async () => {
    const lines: string[] = [];
    const result = await runApiSmokeTests({ baseUrl, log: (line) => lines.push(line) });
    expect(result.passed).toBe(1);
    expect(result.failed).toBe(7);
    expect(result.failures.map((failure) => failure.name)).toContain(
      'GET / is the prerendered home page, its script served compressed',
    );
    expect(result.failures.find((failure) => failure.name.startsWith('GET /'))?.error).toMatch(/built/);
    expect(lines.at(-1)).toBe('smoke: 1 passed, 7 failed');
  });
});
