import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodObject, ZodRawShape } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_KINDS } from '#common/admin-notifications';
import { ALERT_UNSUBSCRIBE_PAGE } from '#common/alerts';
import { CONFIRM_SUBSCRIPTION_PAGE, ONE_CLICK_UNSUBSCRIBE_PAGE } from '#common/newsletter';
import { adminTopic, preferenceToken } from '#server/modules/notification-preferences';
import { REDACTED } from '#server/lib/log-redaction';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import {
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestDatabase,
} from '#server/test-support/test-app';
import { buildApp } from './app';

const ADMIN_EMAIL = 'log-admin@iic.example.edu';

/** A token no other text in the log could contain by chance. */
const freshToken = (length = 43) => randomBytes(48).toString('base64url').slice(0, length);

function hasTokenQuery(schema: unknown): boolean {
  const querystring = (schema as { querystring?: ZodObject<ZodRawShape> } | undefined)?.querystring;
  return Boolean(querystring?.shape && 'token' in querystring.shape);
}

/**
 * docs/product.md#security-rules: the log holds no token of a link. The real app writes its info-level log into
 * a stream; every route that takes a token (in its path or its query string, found from the routes themselves,
 * so a new one is covered without being listed here) and every page a mailed link opens is called once with a
 * token of its own, and no token may appear anywhere in the log.
 */
describe('tokens in URLs never reach the log', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let user: SignedIn;
  let admin: SignedIn;
  const lines: string[] = [];
  /** Every token a request carried: none may appear in the log. */
  const secrets: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(undefined, { migrated: true });
    const config = testConfig(database.settings, { adminEmails: [ADMIN_EMAIL], logLevel: 'info' });
    app = await buildApp(config, { logger: { stream: { write: (line: string) => lines.push(line) } } });
    // A route that fails with its own address in the message, as fastify's "Reply was already sent" does.
    app.get(
      '/api/log-probe/:token/fails',
      { config: { access: 'public' }, schema: probeSchema },
      async (request) => {
        throw new Error(`could not answer ${request.url}`);
      },
    );
    await app.ready();
    user = await signIn(app, 'log-user@student.example.edu');
    admin = await signIn(app, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (method: string, url: string, options: { headers?: object; payload?: string } = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { 'content-type': 'application/json', ...options.headers },
      ...(method === 'GET' || method === 'HEAD' || method === 'DELETE'
        ? {}
        : { payload: options.payload ?? '{}' }),
    });

  it('hides every token: path segments, query strings, messages and errors', async () => {
    // Real tokens where the site makes them for a person: a calendar feed, an admin's one-click stop link.
    const feed = (await call('POST', '/api/my/calendar-feed', { headers: user.headers })).json() as {
      url: string;
    };
    const feedToken = /\/calendar-feeds\/([^/.]+)\.ics$/.exec(feed.url)![1]!;
    secrets.push(feedToken);
    const feedAnswer = await call('GET', `/api/calendar-feeds/${feedToken}.ics`);
    expect(feedAnswer.statusCode, feedAnswer.body).toBe(200);
    expect((await call('HEAD', `/api/calendar-feeds/${feedToken}.ics`)).statusCode).toBe(200);
    const adminToken = await preferenceToken(app.db, admin.id, adminTopic(ADMIN_NOTIFICATION_KINDS[0]!));
    secrets.push(adminToken);
    const stopped = await call(
      'POST',
      `/api/notifications/one-click-unsubscribe?token=${encodeURIComponent(adminToken)}`,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      },
    );
    expect(stopped.statusCode, stopped.body).toBe(200);

    // Every route that takes a token, once each, with a token of its own.
    const tokened = app.apiRoutes.filter(
      (route) => route.url.includes(':token') || hasTokenQuery(route.schema),
    );
    expect(tokened.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/calendar-feeds/:token.ics',
        'POST /api/notifications/one-click-unsubscribe',
        'GET /api/alerts/one-click-unsubscribe',
        'POST /api/alerts/one-click-unsubscribe',
        'GET /api/newsletter/confirm-link',
        'POST /api/newsletter/confirm-link',
        'GET /api/newsletter/one-click-unsubscribe',
        'POST /api/newsletter/one-click-unsubscribe',
        'PUT /api/newsletter/topics',
      ]),
    );
    for (const route of tokened) {
      const token = freshToken(route.url.includes('calendar-feeds') ? 32 : 43);
      secrets.push(token);
      const url = route.url.includes(':token')
        ? route.url.replace(':token', token)
        : `${route.url}?token=${token}&page=2`;
      await call(route.method, url, { headers: user.headers });
    }
    // The pages mailed links open, and the one-click POST mail clients send to them (RFC 8058).
    for (const page of [CONFIRM_SUBSCRIPTION_PAGE, ONE_CLICK_UNSUBSCRIBE_PAGE, ALERT_UNSUBSCRIBE_PAGE]) {
      for (const method of ['GET', 'POST']) {
        const token = freshToken();
        secrets.push(token);
        await call(method, `${page}?token=${token}`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      }
    }
    // Addresses typed wrong still carry the token: another case, percent-encoding, no `.ics`, doubled slashes.
    for (const shape of [
      (token: string) => `/API/Calendar-Feeds/${token}.ics`,
      (token: string) => `/api/calendar%2Dfeeds/${token}.ics`,
      (token: string) => `/api/calendar-feeds/${token}`,
      (token: string) => `/api//calendar-feeds/${token}.ics?download=1`,
      (token: string) => `/api/calendar-feeds/${token}.ics/extra`,
    ]) {
      const token = freshToken(32);
      secrets.push(token);
      await call('GET', shape(token));
    }
    // An error whose message and stack carry the address.
    const probeToken = freshToken();
    secrets.push(probeToken);
    expect((await call('GET', `/api/log-probe/${probeToken}/fails?token=${probeToken}`)).statusCode).toBe(
      500,
    );
    // What the code itself logs: a message and an error naming a tokened link.
    const logged = freshToken();
    secrets.push(logged);
    app.log.info(`mailed https://iic.example.edu${ONE_CLICK_UNSUBSCRIBE_PAGE}?token=${logged}`);
    app.log.warn({ reason: `bounced: /api/calendar-feeds/${logged}.ics` }, 'mail bounced');
    app.log.error(
      {
        err: new Error(`failed at /api/calendar-feeds/${logged}.ics`, {
          cause: new Error(`?token=${logged}`),
        }),
      },
      'failed',
    );
    // The session in the cookie and in a bearer header.
    const bearer = await signIn(app, 'log-bearer@student.example.edu');
    const session = bearer.headers.cookie.split('=')[1]!;
    secrets.push(session);
    await call('GET', '/api/me', { headers: { authorization: `Bearer ${session}` } });
    await call('GET', '/api/me', { headers: bearer.headers });

    const log = lines.join('');
    // The log holds none of the tokens …
    const leaked = secrets.filter((secret) => log.includes(secret));
    expect(
      leaked,
      `tokens in the log:\n${lines.filter((line) => leaked.some((s) => line.includes(s))).join('')}`,
    ).toEqual([]);
    // … and is there, naming the requests (so an empty log cannot pass).
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain(`"url":"/api/calendar-feeds/${REDACTED}.ics"`);
    expect(log).toContain(`"url":"/api/newsletter/topics?token=${REDACTED}&page=${REDACTED}"`);
    expect(log).toContain(`"url":"${ALERT_UNSUBSCRIBE_PAGE}?token=${REDACTED}"`);
    expect(log).toContain('could not answer /api/log-probe/');
    expect(secrets.length).toBeGreaterThan(25);
  });
});
