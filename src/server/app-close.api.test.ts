import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  createTestDatabase,
  probeSchema,
  testConfig,
  type TestDatabase,
} from '#server/test-support/test-app';

// What server.ts relies on when it calls app.close() on SIGTERM: requests already being
// handled finish their database work before the database is closed.

interface Answer {
  status: number;
  body: string;
}

function send(port: number, method: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('closing the app', () => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.drop();
    app = undefined;
    database = undefined;
  });

  it('lets an in-flight request finish its database work before the database closes', async () => {
    database = await createTestDatabase();
    const built = await buildApp(testConfig(database.settings, { seedDemoContent: true }), { logger: false });
    app = built;

    let arrived!: () => void;
    const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    built.post('/api/test/slow-write', { config: { access: 'public' }, schema: probeSchema }, async () => {
      arrived();
      await released;
      const rows = await built.db.selectFrom('team_members').select('name').execute();
      events.push('handler done');
      return { members: rows.length };
    });
    built.addHook('onClose', async () => {
      events.push('onClose');
    });
    await built.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.server.address() as AddressInfo;

    const inFlight = send(port, 'POST', '/api/test/slow-write');
    await hasArrived;
    const closed = built.close().then(() => events.push('closed'));

    // While draining, new requests on new connections are not served normally.
    const late = await send(port, 'GET', '/api/content/team').then(
      (answer) => answer.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ members: 8 });
    await closed;
    expect(events).toEqual(['handler done', 'onClose', 'closed']);
    app = undefined; // already closed
  });
});
