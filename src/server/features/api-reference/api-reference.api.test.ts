import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

interface Operation {
  'x-access'?: string;
  tags?: string[];
  security?: unknown[];
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `/api/things/:id` as OpenAPI writes it: `/api/things/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document and the reference page (docs/decisions/035-one-contract-per-endpoint.md)', () => {
  let subject: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => subject.close());

  it('is OpenAPI 3.1 and describes every /api route registered in the app, with who may call it', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing: string[] = [];
    const wrongAccess: string[] = [];
    for (const route of subject.app.apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) missing.push(`${route.method} ${route.url}`);
      else if (operation['x-access'] !== route.access)
        wrongAccess.push(`${route.method} ${route.url}: ${operation['x-access']} instead of ${route.access}`);
    }
    expect(missing).toEqual([]);
    expect(wrongAccess).toEqual([]);
    expect(subject.app.apiRoutes.length).toBeGreaterThan(100);
    // Nothing but /api routes: the pages, sitemap and feeds are not the API.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('describes a declared endpoint with its schemas, its summary and the session it needs', () => {
    const send = document.paths['/api/contact']?.post;
    expect(send?.summary).toBe('Send a message to the centre');
    expect(send?.['x-access']).toBe('public');
    expect(send?.security).toBeUndefined();
    expect(send?.responses['201']?.content?.['application/json']).toMatchObject({
      schema: { type: 'object', properties: { message: { type: 'string' } } },
    });
    const list = document.paths['/api/contact-responses']?.get;
    expect(list?.['x-access']).toBe('admin');
    expect(list?.tags).toEqual(['contact-responses']);
    expect(list?.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(document.paths['/api/contact-responses.csv']?.get?.responses['200']?.content).toEqual({
      'text/csv': { schema: { type: 'string' } },
    });
    expect(document.paths['/api/contact-responses/{id}']?.delete?.responses['204']?.content).toBeUndefined();
  });

  it('offers the Idempotency-Key header on every write and on no read', () => {
    const keyed = (operation: Operation | undefined) =>
      operation?.parameters?.some(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
    const writesWithout: string[] = [];
    const readsWith: string[] = [];
    for (const route of subject.app.apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      if (write && !keyed(operation)) writesWithout.push(`${route.method} ${route.url}`);
      if (!write && keyed(operation)) readsWith.push(`${route.method} ${route.url}`);
    }
    expect(writesWithout).toEqual([]);
    expect(readsWith).toEqual([]);
    const key = document.paths['/api/contact']?.post?.parameters?.find(
      (each) => each.name === 'Idempotency-Key',
    );
    expect(key?.required).toBeFalsy();
  });

  it('documents JSON sent as prepared bytes by its schema, and calendars, streams and CSV by their media type', () => {
    const list = document.paths['/api/events']?.get;
    expect(list?.summary).toMatch(/^Every event by start date/);
    expect(list?.responses['200']?.content?.['application/json']).toMatchObject({
      schema: { type: 'object', properties: { items: { type: 'array' }, version: { type: 'integer' } } },
    });
    expect(list?.responses['304']?.content).toBeUndefined();
    const calendar = { 'text/calendar': { schema: { type: 'string' } } };
    expect(document.paths['/api/events.ics']?.get?.responses['200']?.content).toEqual(calendar);
    expect(document.paths['/api/events/{id}.ics']?.get?.responses['200']?.content).toEqual(calendar);
    expect(document.paths['/api/calendar-feeds/{token}.ics']?.get?.responses['200']?.content).toEqual(
      calendar,
    );
    expect(document.paths['/api/events/stream']?.get?.responses['200']?.content).toEqual({
      'text/event-stream': { schema: { type: 'string' } },
    });
    expect(document.paths['/api/events/{id}/registrations.csv']?.get?.responses['200']?.content).toEqual({
      'text/csv': { schema: { type: 'string' } },
    });
    expect(document.paths['/api/ideas/{id}/reports']?.post?.['x-access']).toBe('user');
    expect(document.paths['/api/office-hours/settings']?.put?.['x-access']).toBe('mentor');
  });

  it('serves a reference page whose scripts and styles come from this server, under the site CSP', async () => {
    const page = await subject.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
    // No inline script: every <script> names a file of its own.
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(3);
    for (const url of assets) {
      const asset = await subject.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body.length, url).toBeGreaterThan(url.endsWith('start.js') ? 50 : 10_000);
    }
    const start = await subject.app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain('"/api/openapi.json"');
    expect(start.body).toContain('validatorUrl: null');
  });

  it('refuses any other file with a 400, reading nothing else from the disk', async () => {
    for (const file of ['..%2Fpackage.json', 'index.html', 'swagger-ui-bundle.js.map']) {
      const response = await subject.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(response.statusCode, file).toBe(400);
    }
  });
});
