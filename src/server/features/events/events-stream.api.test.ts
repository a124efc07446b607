import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { LISTENER_NAME } from './pg-wakeups';
import { EVENT_MESSAGES, type CentreEvent } from '#common/events';
import { ADMIN_EMAIL, VALID_FIELDS, deleteEvent, multipart, patchEvent, pngImage } from './test-helpers';

interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** A real HTTP client of the event stream that parses what arrives and lets a test wait for it. */
class StreamClient {
  readonly messages: SseMessage[] = [];
  comments = 0;
  retry: number | null = null;
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  ended = false;
  /** Everything received, as text (a refused stream's JSON answer). */
  body = '';
  private buffer = '';
  private waiters: (() => void)[] = [];
  private request: http.ClientRequest;

  constructor(port: number, headers: Record<string, string> = {}, path = '/api/events/stream') {
    this.request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      this.status = res.statusCode ?? 0;
      this.headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => this.receive(chunk));
      res.on('end', () => {
        this.ended = true;
        this.notify();
      });
    });
    this.request.on('error', () => {
      this.ended = true;
      this.notify();
    });
  }

  private receive(chunk: string) {
    this.body += chunk;
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const message: SseMessage = { event: 'message', data: '' };
      let isMessage = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments += 1;
        else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
        else if (line.startsWith('id: ')) message.id = line.slice(4);
        else if (line.startsWith('event: ')) {
          message.event = line.slice(7);
          isMessage = true;
        } else if (line.startsWith('data: ')) message.data += line.slice(6);
      }
      if (isMessage) this.messages.push(message);
    }
    this.notify();
  }

  private notify() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once `check` holds (re-checked at every chunk); the test's timeout bounds the wait. */
  async until(check: () => boolean): Promise<void> {
    while (!check()) {
      if (this.ended) throw new Error(`stream ended while waiting; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  changes() {
    return this.messages
      .filter((message) => message.event === 'change')
      .map((message) => ({
        sseId: message.id,
        ...(JSON.parse(message.data) as { type: string; id: number }),
      }));
  }

  /** Resolves once the server has ended the response. */
  async untilEnded(): Promise<void> {
    while (!this.ended) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  ready(): Promise<void> {
    return this.until(() => this.messages.some((message) => message.event === 'ready'));
  }

  lastId(): string | undefined {
    return this.messages.at(-1)?.id;
  }

  close() {
    this.request.destroy();
  }
}

/** Ends this database's live-feed listener connections from the server side, as a failover would. */
async function terminateListeners(app: FastifyInstance): Promise<number> {
  const result = await sql<{ pid: number }>`
    select pg_terminate_backend(pid) as pid from pg_stat_activity
    where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(app.db);
  return result.rows.length;
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

async function createEvent(
  app: FastifyInstance,
  as: SignedIn['headers'],
  name: string,
  extra: Record<string, string> = {},
) {
  const body = await multipart({ ...VALID_FIELDS, name, ...extra }, { bytes: await pngImage(320, 240) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/events',
    payload: body.payload,
    headers: { ...body.headers, ...as },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event as { id: number };
}

describe('GET /api/events/stream', () => {
  let t: TestApp;
  let port: number;
  let admin: SignedIn['headers'];

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL], eventStreamHeartbeatMs: 100 });
    port = await listen(t.app);
    admin = (await signIn(t.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a public event stream with a retry hint, a ready message and heartbeats', async () => {
    const client = new StreamClient(port);
    await client.until(() => client.messages.some((message) => message.event === 'ready'));
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store, no-transform');
    expect(client.retry).toBe(1000);
    await client.until(() => client.comments >= 2);
    client.close();
  });

  it('delivers create, update and delete to a connected client, in order', async () => {
    const client = new StreamClient(port);
    await client.until(() => client.messages.some((message) => message.event === 'ready'));
    const event = await createEvent(t.app, admin, 'Streamed');
    const patch = await patchEvent(t.app, admin, event.id, { name: 'Streamed again' });
    expect(patch.statusCode).toBe(200);
    const remove = await deleteEvent(t.app, admin, event.id);
    expect(remove.statusCode).toBe(200);
    await client.until(() => client.changes().length >= 3);
    const changes = client.changes();
    expect(changes.map((change) => [change.type, change.id])).toEqual([
      ['created', event.id],
      ['updated', event.id],
      ['deleted', event.id],
    ]);
    const ids = changes.map((change) => Number(change.sseId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const created = JSON.parse(client.messages.find((message) => message.event === 'change')!.data);
    expect(created.event).toMatchObject({ id: event.id, name: 'Streamed', attendees: 120 });
    client.close();
  });

  it('sends every registration change as an update carrying the seats left (docs/product.md#event-registration)', async () => {
    const client = new StreamClient(port);
    await client.ready();
    const event = await createEvent(t.app, admin, 'Two seats', {
      registration_mode: 'site',
      registration_link: '',
      attendees: '2',
    });
    const [first, second, third] = await Promise.all(
      ['live1', 'live2', 'live3'].map((name) => signIn(t.app, `${name}@example.org`)),
    );
    const as = (who: SignedIn, method: 'POST' | 'DELETE', url: string) =>
      t.app.inject({
        method,
        url,
        headers: { ...who.headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
    for (const who of [first!, second!, third!])
      expect((await as(who, 'POST', `/api/events/${event.id}/registrations`)).statusCode).toBe(201);
    // The first cancels: the seat is offered to the person waiting, so it stays taken and nobody waits.
    expect((await as(first!, 'DELETE', `/api/events/${event.id}/registrations/me`)).statusCode).toBe(200);
    const seen = () =>
      client.messages
        .filter((message) => message.event === 'change')
        .map((message) => JSON.parse(message.data) as { type: string; id: number; event?: CentreEvent })
        .filter((change) => change.id === event.id && change.type === 'updated');
    await client.until(() => seen().length >= 4);
    expect(
      seen().map((change) => [change.type, change.event?.seats_left, change.event?.waitlist_count]),
    ).toEqual([
      ['updated', 1, 0],
      ['updated', 0, 0],
      ['updated', 0, 1],
      ['updated', 0, 0],
    ]);
    client.close();
  });

  it('replays what a client missed when it reconnects with Last-Event-ID', async () => {
    const first = new StreamClient(port);
    await first.until(() => first.messages.some((message) => message.event === 'ready'));
    const seen = await createEvent(t.app, admin, 'Seen');
    await first.until(() => first.changes().some((change) => change.id === seen.id));
    const lastEventId = first.lastId()!;
    first.close();

    const missedOne = await createEvent(t.app, admin, 'Missed one');
    const missedTwo = await createEvent(t.app, admin, 'Missed two');

    const second = new StreamClient(port, { 'last-event-id': lastEventId });
    await second.until(() => second.messages.some((message) => message.event === 'ready'));
    expect(second.changes().map((change) => [change.type, change.id])).toEqual([
      ['created', missedOne.id],
      ['created', missedTwo.id],
    ]);
    second.close();

    // The same through the query string, for clients that reconnect on their own schedule.
    const third = new StreamClient(port, {}, `/api/events/stream?lastEventId=${lastEventId}`);
    await third.until(() => third.messages.some((message) => message.event === 'ready'));
    expect(third.changes().map((change) => change.id)).toEqual([missedOne.id, missedTwo.id]);
    third.close();
  });

  it('tells a client whose Last-Event-ID is unknown to reload everything', async () => {
    const client = new StreamClient(port, { 'last-event-id': '999999999' });
    await client.until(() => client.messages.some((message) => message.event === 'ready'));
    expect(client.messages[0]!.event).toBe('reset');
    client.close();
  });
});

describe('limits on open streams (docs/product.md#live-updates)', () => {
  const LIFETIME_MS = 1500;
  let t: TestApp;
  let port: number;
  const open: StreamClient[] = [];

  beforeAll(async () => {
    // Behind one trusted proxy, as in production: each client is told apart by the address it appends.
    t = await createTestApp({
      adminEmails: [ADMIN_EMAIL],
      trustProxy: 1,
      eventStreams: { maxTotal: 6, maxPerAddress: 3, maxLifetimeMs: LIFETIME_MS },
    });
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t?.close();
  });

  const from = (address: string, headers: Record<string, string> = {}) => {
    const client = new StreamClient(port, { 'x-forwarded-for': address, ...headers });
    open.push(client);
    return client;
  };

  async function refused(client: StreamClient) {
    await client.untilEnded();
    expect(client.status).toBe(503);
    expect(client.headers['retry-after']).toBe('30');
    return (JSON.parse(client.body) as { message: string }).message;
  }

  /** The status a new stream from this address gets: 200 once it is ready, or the refusal's. */
  async function statusOf(client: StreamClient) {
    await client.until(() => client.ended || client.messages.some((message) => message.event === 'ready'));
    return client.status;
  }

  it('refuses a client address past its cap with 503 and Retry-After, and frees the place on close', async () => {
    const mine = [from('203.0.113.1'), from('203.0.113.1'), from('203.0.113.1')];
    await Promise.all(mine.map((client) => client.ready()));
    // A forged left-most entry does not make the same client a new one.
    expect(await refused(from('198.51.100.9, 203.0.113.1'))).toBe(EVENT_MESSAGES.streamsPerAddress);
    expect(await statusOf(from('203.0.113.2'))).toBe(200);
    mine[0]!.close();
    // The place is free once the server has seen the socket close.
    await expect.poll(() => statusOf(from('203.0.113.1'))).toBe(200);
    for (const client of open) client.close();
  });

  it('refuses everyone with 503 when the server holds its maximum', async () => {
    // The streams the last test closed free their places as the server sees their sockets close.
    for (const address of ['203.0.113.10', '203.0.113.11', '203.0.113.12'])
      for (let i = 0; i < 2; i += 1) await expect.poll(() => statusOf(from(address))).toBe(200);
    expect(await refused(from('203.0.113.99'))).toBe(EVENT_MESSAGES.streamsFull);
    for (const client of open) client.close();
  });

  it('ends a stream after its maximum lifetime; the client resumes from Last-Event-ID', async () => {
    const admin = (await signIn(t.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
    const client = from('203.0.113.30');
    await client.ready();
    const opened = Date.now();
    await client.untilEnded();
    const lasted = Date.now() - opened;
    expect(lasted).toBeGreaterThanOrEqual(LIFETIME_MS * 0.9 - 50);
    // Ended by the lifetime, not by anything else: a loaded machine may add seconds, never take them.
    expect(lasted).toBeLessThan(LIFETIME_MS + 10_000);
    const missed = await createEvent(t.app, admin, 'Missed while reconnecting');
    const again = from('203.0.113.30', { 'last-event-id': client.lastId()! });
    await again.ready();
    expect(again.changes().map((change) => change.id)).toEqual([missed.id]);
    again.close();
  });
});

describe('closing with open streams', () => {
  it('ends every stream and closes promptly', async () => {
    const t = await createTestApp();
    const port = await listen(t.app);
    const clients = Array.from({ length: 20 }, () => new StreamClient(port));
    await Promise.all(
      clients.map((client) =>
        client.until(() => client.messages.some((message) => message.event === 'ready')),
      ),
    );
    const started = Date.now();
    await t.close();
    // Without ending them, closing would wait for the streams' lifetime; the margin is for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    await Promise.all(clients.map((client) => client.until(() => client.ended).catch(() => undefined)));
    expect(clients.every((client) => client.ended)).toBe(true);
  });
});

// Registered only on PostgreSQL (not skipped on SQLite), so the run's summary counts no skips.
const onPostgres = testDialect === 'postgres' ? describe : () => undefined;
onPostgres('two instances on one PostgreSQL', () => {
  let one: TestApp;
  let two: FastifyInstance;

  beforeAll(async () => {
    one = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    two = await buildApp(testConfig(one.database.settings, { adminEmails: [ADMIN_EMAIL] }), {
      logger: false,
    });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a change made on one reaches the stream clients of both', async () => {
    const portOne = await listen(one.app);
    const portTwo = await listen(two);
    const onOne = new StreamClient(portOne);
    const onTwo = new StreamClient(portTwo);
    await onOne.until(() => onOne.messages.some((message) => message.event === 'ready'));
    await onTwo.until(() => onTwo.messages.some((message) => message.event === 'ready'));

    const admin = (await signIn(one.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
    const event = await createEvent(one.app, admin, 'Across instances');
    await onOne.until(() => onOne.changes().some((change) => change.id === event.id));
    await onTwo.until(() => onTwo.changes().some((change) => change.id === event.id));
    expect(onTwo.changes()[0]).toMatchObject({ type: 'created', id: event.id });

    // And the other way round.
    const removed = await deleteEvent(two, admin, event.id);
    expect(removed.statusCode).toBe(200);
    await onOne.until(() => onOne.changes().some((change) => change.type === 'deleted'));
    onOne.close();
    onTwo.close();
  });

  it('reconnects a dropped listener and still delivers', async () => {
    const portTwo = (two.server.address() as AddressInfo).port;
    const onTwo = new StreamClient(portTwo);
    await onTwo.until(() => onTwo.messages.some((message) => message.event === 'ready'));
    // Drop every listening connection of this database, as a failover or restart would.
    const dropped = await terminateListeners(one.app);
    expect(dropped).toBeGreaterThanOrEqual(2);
    const admin = (await signIn(one.app, ADMIN_EMAIL, ADMIN_EMAIL)).headers;
    const event = await createEvent(one.app, admin, 'After the drop');
    await onTwo.until(() => onTwo.changes().some((change) => change.id === event.id));
    onTwo.close();
  });
});
