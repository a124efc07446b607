import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipart, pngImage, VALID_FIELDS } from '#server/features/events/test-helpers';
import type { RouteAccess } from '#server/plugins/authentication';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const ADMIN_EMAIL = 'hostile-admin@iic.example.edu';
const MISSING_ID = '987654';
const DEPTH = 10_000;
const BOUNDARY = 'hostile-boundary-7MA4YWxkTrZu0gW';

interface Identity {
  name: 'anonymous' | 'user' | 'admin';
  headers: Record<string, string>;
}

interface Payload {
  kind: string;
  body?: string | Buffer;
  contentType?: string;
  /** A query string (without "?") instead of, or besides, a body. */
  query?: string;
  /** Only `{}`: a route whose fields are all optional may accept it. */
  mayBeAccepted?: boolean;
}

/**
 * The message of an error answer must be a sentence a person can read: not empty, and nothing
 * from inside the server (stack traces, SQL, file paths, framework codes).
 */
function unclear(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (message.length > 300) return 'a message longer than a sentence';
  if (!/^[A-Z0-9"'“]/.test(message)) return 'a message that does not start like a sentence';
  if (/\n\s*at |\bat \S+:\d+:\d+/.test(message)) return 'a stack trace';
  if (
    /\b(select .* from|insert into|update \w+ set|delete from|sqlite|postgres|constraint|relation ")/i.test(
      message,
    )
  )
    return 'SQL';
  if (/node_modules|\/(work|tmp|home|src)\/|\w\.(ts|js|mjs|cjs):\d/.test(message)) return 'a file path';
  if (
    /FST_|ERR_|\[object |\bundefined\b|\bNaN\b|^Error:|must match|must be object|instancePath/.test(message)
  )
    return 'internal wording';
  return null;
}

/** The declared top-level keys of a zod object schema, or [] when the route declares none. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  return [];
}

/** Whether a declared body schema accepts anything at all (then a junk body is no error). */
function acceptsAnyBody(route: RouteAccess): boolean {
  const body = route.schema?.body;
  return body instanceof z.ZodType && body.safeParse({ hostile: [1] }).success;
}

/**
 * A concrete path for a route. Edits aim at rows that exist (id 1 of the seeded content or the
 * fixture event), so validation runs against real rows; deletions aim at a row nobody has, so a
 * request that slips through would still change nothing. Enum parameters take their first value.
 */
function pathFor(route: RouteAccess): string {
  const params = route.schema?.params;
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const declared = params instanceof z.ZodObject ? params.shape[name] : undefined;
    if (declared instanceof z.ZodEnum) return String(declared.options[0]);
    return route.method === 'DELETE' ? MISSING_ID : '1';
  });
}

function json(kind: string, body: string | Buffer, extra: Partial<Payload> = {}): Payload {
  return { kind, body, contentType: 'application/json', ...extra };
}

/** Bodies that no route should take: the fields of the route (or common names) get bad values. */
function jsonPayloads(route: RouteAccess): Payload[] {
  const declared = keysOf(route.schema?.body);
  const fields = declared.length > 0 ? declared : ['name', 'email', 'message', 'title', 'status'];
  const each = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((key) => [key, value])));
  const huge = 'a'.repeat(Math.floor(1_000_000 / fields.length) - 20);
  const utf8 = Buffer.concat([
    Buffer.from(`{"${fields[0]}":"`),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
    Buffer.from('"}'),
  ]);
  return [
    json('missing fields', '{}', { mayBeAccepted: true }),
    json('an array instead of an object', '[1,2,3]'),
    json('a string instead of an object', '"text"'),
    json('null instead of an object', 'null'),
    json('objects where values belong', each({ $gt: '' })),
    json('arrays where values belong', each([['x']])),
    json(
      'extra fields',
      JSON.stringify({
        role: 'admin',
        isAdmin: true,
        userId: 1,
        id: 1,
        constructor: { prototype: { polluted: 1 } },
      }),
    ),
    ...fields.map((key) => json(`a NUL character in ${key}`, JSON.stringify({ [key]: 'a\u0000b' }))),
    json('a __proto__ key', '{"__proto__":{"polluted":1}}'),
    json('1 MB strings', each(huge)),
    json('a body over the 1 MB limit', JSON.stringify({ [fields[0]!]: 'a'.repeat(1_100_000) })),
    json('arrays nested 10,000 deep', '['.repeat(DEPTH) + ']'.repeat(DEPTH)),
    json('objects nested 10,000 deep', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)),
    json('a field nested 10,000 deep', `{"${fields[0]}":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`),
    json('invalid UTF-8', utf8),
    json('malformed JSON', '{"a": '),
    json('an empty body with a JSON type', ''),
    { kind: 'plain text', body: 'hello', contentType: 'text/plain' },
    { kind: 'XML', body: '<a>1</a>', contentType: 'application/xml' },
    { kind: 'a form-encoded body', body: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'a body without a content type', body: '{}' },
  ];
}

function textPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function filePart(disposition: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

/** Broken or abusive multipart/form-data bodies, for the routes that read a form with a picture. */
function multipartPayloads(png: Buffer): Payload[] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const end = `--${BOUNDARY}--\r\n`;
  const fields = Object.entries(VALID_FIELDS)
    .map(([name, value]) => textPart(name, value))
    .join('');
  const form = (kind: string, body: string | Buffer, contentType = type): Payload => ({
    kind,
    body,
    contentType,
  });
  return [
    form(
      'a multipart body with a broken boundary',
      `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--other--\r\n`,
    ),
    form('a multipart type without a boundary', textPart('name', 'x') + end, 'multipart/form-data'),
    form(
      'a truncated multipart body',
      Buffer.concat([Buffer.from(fields), filePart('name="image"; filename="a.png"', png).subarray(0, 200)]),
    ),
    form(
      'a file part without a name',
      Buffer.concat([Buffer.from(fields), filePart('filename="a.png"', png), Buffer.from(end)]),
    ),
    ...['image', 'photo'].map((name) =>
      form(
        `two files for the ${name}`,
        Buffer.concat([
          Buffer.from(fields),
          filePart(`name="${name}"; filename="a.png"`, png),
          filePart(`name="${name}"; filename="b.png"`, png),
          Buffer.from(end),
        ]),
      ),
    ),
    form(
      'three files',
      Buffer.concat([
        Buffer.from(fields),
        ...['image', 'photo', 'extra'].map((name) => filePart(`name="${name}"; filename="a.png"`, png)),
        Buffer.from(end),
      ]),
    ),
    form(
      'a NUL character in a text field',
      Object.entries({ ...VALID_FIELDS, name: 'Demo\u0000Day', description: 'x\u0000' })
        .map(([name, value]) => textPart(name, value))
        .join('') + end,
    ),
    form('a huge field', textPart('name', 'a'.repeat(900_000)) + end),
    form('too many fields', Array.from({ length: 60 }, (_, i) => textPart(`f${i}`, 'x')).join('') + end),
    form(
      'a file that is not a picture',
      Buffer.concat([
        Buffer.from(fields),
        filePart('name="image"; filename="x.png"', Buffer.from('<svg onload="alert(1)"></svg>')),
        filePart('name="photo"; filename="x.png"', Buffer.from('<svg onload="alert(1)"></svg>')),
        Buffer.from(end),
      ]),
    ),
    form(
      'a file over 5 MB',
      Buffer.concat([
        filePart('name="image"; filename="a.png"', Buffer.concat([png, Buffer.alloc(5_300_000, 7)])),
        Buffer.from(end),
      ]),
    ),
  ];
}

/** Query strings with repeated, huge, badly encoded and unknown parameters. */
function queryPayloads(route: RouteAccess): Payload[] {
  const keys = keysOf(route.schema?.querystring);
  // One parameter at a time, so a bad page number does not shield the search text behind it.
  const each = (value: string): Payload[] =>
    keys.map((key) => ({ kind: `${key}=${value.slice(0, 20)}`, query: `${key}=${value}` }));
  return [
    ...each('a'.repeat(20_000)),
    ...each('%ff%fe%'),
    ...each('%00%01%1b'),
    ...each('-1e999'),
    ...each('%27%20or%201%3D1--'),
    { kind: 'repeated parameters', query: keys.map((key) => `${key}=1&${key}=2`).join('&') },
    { kind: 'unknown bracket parameters', query: 'page[$gt]=1&__proto__[x]=1&constructor[prototype][x]=1' },
  ];
}

describe('hostile input on every route', () => {
  let t: TestApp;
  let identities: Identity[];
  let png: Buffer;
  let client = 0;
  let before: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL], seedDemoContent: true });
    const user = await signIn(t.app, 'hostile-user@student.example.edu');
    const admin = await signIn(t.app, ADMIN_EMAIL);
    identities = [
      { name: 'anonymous', headers: {} },
      { name: 'user', headers: user.headers },
      { name: 'admin', headers: admin.headers },
    ];
    png = await pngImage(64, 48);
    // One event, so edits of /api/events/1 meet a real row.
    const form = await multipart(VALID_FIELDS, { bytes: png });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: form.payload,
      headers: { ...form.headers, ...admin.headers },
    });
    expect(created.statusCode, created.body).toBe(201);
    before = await rowCounts(t.app);
  });
  afterAll(async () => t?.close());

  function send(route: RouteAccess, identity: Identity, payload: Payload): Promise<LightMyRequestResponse> {
    client += 1;
    const headers: Record<string, string> = { ...identity.headers };
    if (payload.contentType) headers['content-type'] = payload.contentType;
    const query = payload.query ? `?${payload.query}` : '';
    return t.app.inject({
      method: route.method as InjectOptions['method'],
      url: pathFor(route) + query,
      headers,
      // Each request from its own address: rate limits would otherwise answer 429 before validation.
      remoteAddress: `10.9.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`,
      ...(payload.body === undefined ? {} : { payload: payload.body }),
    });
  }

  /** Sends every payload as every identity; returns a line for each answer that is not acceptable. */
  async function attack(routes: RouteAccess[], payloadsOf: (route: RouteAccess) => Payload[]) {
    const problems: string[] = [];
    for (const route of routes) {
      const permissive = acceptsAnyBody(route);
      // Made once per route: some payloads are megabytes long.
      const payloads = payloadsOf(route);
      for (const identity of identities) {
        // Logging out is meant to end the session whatever the body says; the callers need theirs.
        if (route.url === '/api/auth/logout' && identity.name !== 'anonymous') continue;
        // The guard answers before the body is read, so a caller it stops gets a sample of the kinds.
        const stopped =
          (route.access === 'user' && identity.name === 'anonymous') ||
          (route.access === 'admin' && identity.name !== 'admin');
        for (const payload of stopped ? payloads.filter((_, index) => index % 5 === 1) : payloads) {
          const response = await send(route, identity, payload);
          const where = `${route.method} ${route.url} as ${identity.name} with ${payload.kind}`;
          const status = response.statusCode;
          const refused = status >= 400 && status < 500;
          const optional = payload.mayBeAccepted || permissive || payload.query !== undefined;
          if (status >= 500 || (!refused && !optional)) {
            problems.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
            continue;
          }
          if (status < 400) continue;
          let message: unknown;
          try {
            message = (response.json() as { message?: unknown }).message;
          } catch {
            problems.push(`${where}: ${status} without a JSON body: ${response.body.slice(0, 120)}`);
            continue;
          }
          const flaw = unclear(message);
          if (flaw) problems.push(`${where}: ${status} with ${flaw}: ${JSON.stringify(message)}`);
        }
      }
    }
    return problems;
  }

  const changing = () => t.app.apiRoutes.filter((route) => !['GET', 'HEAD'].includes(route.method));

  it('finds routes to attack, including the multipart ones', async () => {
    expect(changing().length).toBeGreaterThan(20);
    expect((await multipartRoutes()).length).toBeGreaterThan(0);
  });

  /**
   * Routes that read a multipart form themselves declare no body schema. They are found by trying:
   * an empty form gets an answer about its fields (400) or its row (404), where a JSON route
   * without a body schema would not look at the form at all.
   */
  let multipartFound: Promise<RouteAccess[]> | undefined;
  function multipartRoutes(): Promise<RouteAccess[]> {
    multipartFound ??= findMultipartRoutes();
    return multipartFound;
  }
  async function findMultipartRoutes(): Promise<RouteAccess[]> {
    const found: RouteAccess[] = [];
    const admin = identities[2]!;
    for (const route of changing()) {
      if (route.method === 'DELETE' || route.schema?.body) continue;
      const response = await send(route, admin, {
        kind: 'an empty form',
        body: `--${BOUNDARY}--\r\n`,
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      });
      if ([400, 404].includes(response.statusCode)) found.push(route);
    }
    return found;
  }

  // The routes are attacked in shares, each its own test with its own time limit, so the file's
  // length grows with the number of routes while no single test does.
  const SHARES = [1, 2, 3, 4, 5, 6] as const;
  const share = (routes: RouteAccess[], n: number) =>
    routes.filter((_, index) => index % SHARES.length === n - 1);

  it.each(SHARES)(
    'refuses bad JSON bodies on every state-changing route with a clear 4xx (share %i of 6)',
    async (n) => {
      expect(await attack(share(changing(), n), jsonPayloads)).toEqual([]);
    },
    120_000,
  );

  it('refuses bad multipart bodies with a clear 4xx', async () => {
    expect(await attack(await multipartRoutes(), () => multipartPayloads(png))).toEqual([]);
  }, 120_000);

  it('does not mistake a broken form for the body of a JSON route', async () => {
    const routes = await multipartRoutes();
    const samples = changing().filter((route) => !routes.includes(route));
    const brokenForm = multipartPayloads(png).slice(0, 1);
    expect(await attack(samples, () => brokenForm)).toEqual([]);
  }, 120_000);

  it('answers bad query strings with data or a clear 4xx, never a 5xx', async () => {
    const routes = t.app.apiRoutes.filter(
      (route) => keysOf(route.schema?.querystring).length > 0 && !route.url.endsWith('/stream'),
    );
    expect(routes.length).toBeGreaterThan(3);
    expect(await attack(routes, queryPayloads)).toEqual([]);
  }, 60_000);

  it('stays up, stored nothing and polluted no prototype', async () => {
    // Runs last in this file: the row counts are taken against a snapshot from before any attack.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });
});
