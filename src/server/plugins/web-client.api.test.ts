import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundFile, PAGE_ROUTES } from '#common/routes';
import { buildApp } from '#server/app';
import {
  createTestApp,
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '#server/test-support/test-app';

const PAGE_PATHS = PAGE_ROUTES.map((route) => route.path);

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectStrictPolicy(response: LightMyRequestResponse) {
  const csp = cspDirectives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('web client and security headers (development/test settings)', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database.settings), { logger: false });
    // A POST-only API route, as the forms' endpoints will be.
    app.post('/api/test/submit', { config: { access: 'public' }, schema: probeSchema }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each(PAGE_PATHS)('serves the page %s as HTML that must be revalidated', async (path) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/ad123/moderation', 'Moderation · Admin | Innovation &amp; Incubation Centre'],
    ['/ad123/events/4/check-in', 'Check-in · Admin | Innovation &amp; Incubation Centre'],
    ['/internships/3/apply', 'Apply for an internship | Innovation &amp; Incubation Centre'],
    ['/projects/3/apply', 'Apply to a project | Innovation &amp; Incubation Centre'],
  ])('serves the app page %s with its own title, kept out of search engines', async (url, title) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toMatch(/<meta name="robots" content="noindex" ?\/?>/);
  });

  it('sends the earlier Applications List address to Calls and reviews', async () => {
    const response = await app.inject({ method: 'GET', url: '/ad123/applications' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ad123/calls');
  });

  it('lists the pages of docs/product.md#public-pages', () => {
    expect(PAGE_PATHS).toEqual(expect.arrayContaining(['/', '/about', '/programs', '/metrics', '/team']));
  });

  it.each(['/about/', '/team/', '/programs/'])(
    'serves %s with a trailing slash as the page',
    async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('serves a page with a query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/about?utm_source=newsletter' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses pages for clients that accept it, with the same content', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    const brotli = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it.each(PAGE_PATHS)('serves %s without inline script, which the policy would block', async (path) => {
    const html = (await app.inject({ method: 'GET', url: path })).body;
    for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
      const isData = /\btype=["']?application\/(ld\+)?json/i.test(tag);
      expect(isData || /\bsrc=/i.test(tag), `inline script ${tag} on ${path}`).toBe(true);
    }
  });

  it.each(PAGE_PATHS)('serves %s without inline styles, which style-src would block', async (path) => {
    const html = (await app.inject({ method: 'GET', url: path })).body;
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
  });

  it('sends a strict Content-Security-Policy and nosniff on pages', async () => {
    expectStrictPolicy(await app.inject({ method: 'GET', url: '/' }));
  });

  it('sends the same headers on API answers and on errors', async () => {
    expectStrictPolicy(await app.inject({ method: 'GET', url: '/api/health' }));
    expectStrictPolicy(await app.inject({ method: 'GET', url: '/api/nothing-here' }));
  });

  it('does not send HSTS outside production', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cspDirectives(response).has('upgrade-insecure-requests')).toBe(false);
  });

  function expectNotFoundPage(response: LightMyRequestResponse, list?: string) {
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Page not found | Innovation &amp; Incubation Centre</title>');
    expect(response.body).toMatch(/<meta name="robots" content="noindex" ?\/?>/);
    expect(response.body).toContain('href="/"');
    if (list) expect(response.body).toContain(`href="${list}"`);
  }

  it.each(['/no/such/page', '/ad-campaign-2019', '/ad123/no-such-tab', '/news/a/b?x=1'])(
    'answers the unknown path %s with "page not found" and 404, not a redirect',
    async (path) => {
      expectNotFoundPage(await app.inject({ method: 'GET', url: path }));
    },
  );

  it.each([
    ['/events/999999', '/events'],
    ['/events/does-not-exist?x=1', '/events'],
    ['/news/no-such-post', '/news'],
    ['/startups/no-such', '/startups'],
  ])('answers the missing item %s with "page not found" (404) linking to %s', async (path, list) => {
    expectNotFoundPage(await app.inject({ method: 'GET', url: path }), list);
  });

  it.each(['/my/posts', '/internships/12/apply', '/projects/7/apply'])(
    'serves the app for %s, which a mail or a reload opens directly',
    async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('answers HEAD of an unknown path with 404 too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('answers GET on a POST-only /api/ path with 404 JSON', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test/submit' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/api/test/submit' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers an unknown /api/ path with 404 JSON rather than a redirect', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers a missing asset with 404 JSON rather than a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-0000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a write to a page path with 404 JSON, never a redirect', async () => {
    const response = await app.inject({ method: 'POST', url: '/about', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('security headers in production', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ env: 'production', publicUrl: 'https://innovation.example.edu' });
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('sends HSTS for at least a year, including subdomains', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await subject.app.inject({ method: 'GET', url });
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toMatch(/includeSubDomains/i);
    }
  });

  it('keeps the strict policy and asks browsers to upgrade insecure requests', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/' });
    expectStrictPolicy(response);
    expect(cspDirectives(response).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('"page not found" of a built site (docs/product.md#unknown-addresses)', () => {
  let subject: TestApp;
  let root: string;
  const HOME = '<html><head><title>Home</title></head><body><div id="root"><h1>Home</h1></div></body></html>';
  const notFound = (list: string) =>
    `<html><head><title>Page not found</title></head><body><div id="root"><p>Nothing here. ${list}</p></div></body></html>`;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-site-'));
    for (const dir of ['client', 'pages']) fs.mkdirSync(path.join(root, dir));
    fs.writeFileSync(path.join(root, 'pages', 'index.html'), HOME);
    fs.writeFileSync(path.join(root, 'pages', notFoundFile()), notFound('Home only'));
    for (const list of ['/events', '/news', '/startups'])
      fs.writeFileSync(path.join(root, 'pages', notFoundFile(list)), notFound(`Home and ${list}`));
    subject = await createTestApp({ clientDir: path.join(root, 'client') });
  });
  afterAll(async () => {
    await subject?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/no/such/page', 'Home only'],
    ['/events/999999', 'Home and /events'],
    ['/events/x/y', 'Home and /events'],
    ['/news/no-such-post', 'Home and /news'],
    ['/startups/no-such', 'Home and /startups'],
  ])('answers %s with the built page (%s) and 404', async (url, body) => {
    const response = await subject.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(notFound(body));
  });

  it('still serves an existing page as it was built, with 200', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HOME);
  });
});
