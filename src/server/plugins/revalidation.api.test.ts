import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { rawBody } from '#server/lib/responses';
import {
  createTestDatabase,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '#server/test-support/test-app';
import { PERMISSIONS_POLICY } from './security-headers';

describe('revalidation of pages, feeds, calendars and the manifest (docs/product.md#security-rules)', () => {
  let subject: Pick<TestApp, 'app'>;
  let database: TestDatabase;
  // A calendar of a few KB, as a route that writes its document as text sends it.
  const longCalendar = [
    'BEGIN:VCALENDAR',
    ...Array.from({ length: 120 }, (_, i) => `X-LINE-${i}:text`),
    'END:VCALENDAR',
  ].join('\r\n');
  beforeAll(async () => {
    database = await createTestDatabase();
    const app = await buildApp(testConfig(database.settings), { logger: false });
    app.get('/probe.ics', { schema: { response: { 200: rawBody('text/calendar') } } }, (_request, reply) =>
      reply.type('text/calendar; charset=utf-8').send(longCalendar),
    );
    await app.ready();
    subject = { app };
  });
  afterAll(async () => {
    await subject?.app.close();
    await database?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/about', '/sitemap.xml', '/news.xml', '/manifest.webmanifest', '/api/events.ics'])(
    'gives %s an ETag, and answers a revisit with it by 304 and no body',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^(W\/)?"[\w-]{10,}"$/);
      const again = await get(url, { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      // A different validator (the document changed since) gets the whole document again.
      const stale = await get(url, { 'if-none-match': 'W/"something-older"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('keeps the validator when the page is compressed, so a revisit in br after gzip still gets 304', async () => {
    const gzip = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const br = await get('/about', { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) });
    expect(br.statusCode).toBe(304);
  });

  it('compresses a document the route sent as text once it is over 1 KB, and the bytes are the same', async () => {
    const plain = await get('/probe.ics');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/probe.ics', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get('/probe.ics', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('sends a short document as it is', async () => {
    const response = await get('/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves JSON answers alone: no validator, no compression', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br' });
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends a Permissions-Policy that allows only the camera, to the site itself', async () => {
    for (const url of ['/', '/api/health', '/sitemap.xml']) {
      const header = String((await get(url)).headers['permissions-policy']);
      expect(header).toBe(PERMISSIONS_POLICY);
      expect(header).toContain('camera=(self)');
      expect(header).toContain('geolocation=()');
      expect(header).toContain('microphone=()');
    }
  });
});
