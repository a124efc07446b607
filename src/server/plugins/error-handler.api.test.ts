import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_SERVER_ERROR } from '#common/api-error';
import { buildApp } from '#server/app';
import {
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestDatabase,
} from '#server/test-support/test-app';
import { HttpError } from '#server/lib/http-error';

const SECRET = 'connection string postgres://admin:hunter2@db-7';

const echoBody = z.strictObject({
  name: z.string({ error: 'Name must be text' }).trim().min(1, 'Name is required'),
  age: z.number({ error: 'Age must be a number' }).int('Age must be a whole number'),
  address: z.strictObject({ city: z.string({ error: 'City must be text' }) }).optional(),
});

let app: FastifyInstance;
let database: TestDatabase;

/** Throwaway routes on the real app, registered before it is ready. */
function registerProbeRoutes(instance: FastifyInstance) {
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    { config: { access: 'public' }, schema: { ...probeSchema, body: echoBody } },
    async (request) => ({
      received: request.body,
    }),
  );
  typed.get(
    '/api/test/page',
    {
      config: { access: 'public' },
      schema: {
        ...probeSchema,
        querystring: z.strictObject({ limit: z.coerce.number({ error: 'Limit must be a number' }).int() }),
      },
    },
    async (request) => ({ limit: request.query.limit }),
  );
  typed.get('/api/test/conflict', { config: { access: 'public' }, schema: probeSchema }, async () => {
    throw new HttpError(
      409,
      'That email is already subscribed.',
      { email: 'Already subscribed' },
      { 'retry-after': '7' },
    );
  });
  typed.get('/api/test/forbidden', { config: { access: 'public' }, schema: probeSchema }, async () => {
    throw new HttpError(403, 'Only administrators may do this.');
  });
  typed.get('/api/test/boom', { config: { access: 'public' }, schema: probeSchema }, async () => {
    throw new Error(`unexpected failure: ${SECRET}`);
  });
  typed.get('/api/test/boom-sync', { config: { access: 'public' }, schema: probeSchema }, () => {
    throw new TypeError(`cannot read properties of undefined (${SECRET})`);
  });
  typed.get('/api/test/dependency-down', { config: { access: 'public' }, schema: probeSchema }, async () => {
    throw Object.assign(new Error(`pool timeout: ${SECRET}`), { statusCode: 503 });
  });
  typed.get('/api/test/odd-status', { config: { access: 'public' }, schema: probeSchema }, async () => {
    throw Object.assign(new Error(`weird: ${SECRET}`), { statusCode: 302 });
  });
  typed.post('/api/test/only-post', { config: { access: 'public' }, schema: probeSchema }, async () => ({
    ok: true,
  }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(database.settings), { logger: false });
  registerProbeRoutes(app);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function expectJsonError(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty('stack');
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body;
}

describe('error handler: bad input is a 400, never a 500', () => {
  it('accepts a valid body (the probe route works)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: ' Asha ', age: 21 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'Asha', age: 21 } });
  });

  it('answers invalid JSON with 400 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha", "age": ',
    });
    expect(response.statusCode).toBe(400);
    const body = expectJsonError(response);
    expect(body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response).message).toEqual(expect.any(String));
  });

  it('answers wrong types with 400 and the message of each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 5, age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = expectJsonError(response);
    expect(body.fieldErrors).toEqual({ name: 'Name must be text', age: 'Age must be a number' });
    expect(body.message).toBe('Name must be text');
  });

  it('uses the refinement message of a field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '   ', age: 2.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response).fieldErrors).toEqual({
      name: 'Name is required',
      age: 'Age must be a whole number',
    });
  });

  it('reports missing fields by name', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(response.statusCode).toBe(400);
    const fieldErrors = expectJsonError(response).fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors).sort()).toEqual(['age', 'name']);
  });

  it('refuses unknown fields of a strict object, naming each one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', age: 21, role: 'admin', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response).fieldErrors).toEqual({
      role: 'Unknown field "role"',
      isAdmin: 'Unknown field "isAdmin"',
    });
  });

  it('keys errors inside nested objects by their dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', age: 21, address: { city: 7, zip: '411001' } },
    });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response).fieldErrors).toEqual({
      'address.city': 'City must be text',
      'address.zip': 'Unknown field "zip"',
    });
  });

  it('validates the query string the same way', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/page?limit=lots' });
    expect(response.statusCode).toBe(400);
    expect(expectJsonError(response).fieldErrors).toEqual({ limit: 'Limit must be a number' });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectJsonError(response).message).toBe('The request is too large.');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=Asha',
    });
    expect(response.statusCode).toBe(415);
    expectJsonError(response);
  });
});

describe('error handler: deliberate and unexpected failures', () => {
  it('passes an HttpError through with its status, message, field errors and headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('7');
    expect(expectJsonError(response)).toEqual({
      message: 'That email is already subscribed.',
      fieldErrors: { email: 'Already subscribed' },
    });
  });

  it('leaves fieldErrors out when an HttpError has none', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only administrators may do this.' });
  });

  for (const url of ['/api/test/boom', '/api/test/boom-sync']) {
    it(`answers an unexpected throw (${url}) with 500, a generic message and no internals`, async () => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(expectJsonError(response)).toEqual({ message: GENERIC_SERVER_ERROR });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('unexpected failure');
    });
  }

  it('answers an error marked 503 with 503 and a generic message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/dependency-down' });
    expect(response.statusCode).toBe(503);
    const body = expectJsonError(response);
    expect(Object.keys(body)).toEqual(['message']);
    expect(response.body).not.toContain('hunter2');
  });

  it('never answers an error with a non-error status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/odd-status' });
    expect(response.statusCode).toBe(500);
    expect(expectJsonError(response)).toEqual({ message: GENERIC_SERVER_ERROR });
  });
});

describe('unknown API paths', () => {
  it('answers an unknown /api/ path with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(expectJsonError(response)).toEqual({ message: 'Not found' });
  });

  it('answers an unknown /api/ path with 404 JSON for writes too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/does-not-exist', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(expectJsonError(response)).toEqual({ message: 'Not found' });
  });

  it('answers GET on a POST-only /api/ path with 404 JSON, not a page', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test/only-post' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/api/test/only-post' });
    expect(response.statusCode).toBe(404);
    expect(expectJsonError(response)).toEqual({ message: 'Not found' });
  });
});
