import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const CONTACT_LIMIT = 5;
const valid = { name: 'Asha Verma', email: 'asha@example.org', message: 'I would like to visit the lab.' };

/**
 * docs/decisions/012-proxy-trust.md: only the proxies named by TRUST_PROXY may say who the client is.
 * A client that writes its own X-Forwarded-For entries must still meet the per-address limits.
 */
describe('client addresses behind a proxy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appTrusting(value: string) {
    t = await createTestApp({ trustProxy: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy });
    return t;
  }

  /** Contact posts from one socket address with the given X-Forwarded-For; returns their statuses. */
  async function contactStatuses(app: TestApp, remoteAddress: string, forwardedFor: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_LIMIT + 3; i += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  const limited = [...Array<number>(CONTACT_LIMIT).fill(201), 429, 429, 429];

  it('with one proxy hop, a forged left-most entry does not make a new client', async () => {
    const app = await appTrusting('1');
    // The proxy (127.0.0.1) appends the address it saw; the client wrote everything before it.
    expect(await contactStatuses(app, '127.0.0.1', (i) => `198.51.100.${i + 1}, 203.0.113.50`)).toEqual(
      limited,
    );
    // Another real client behind the same proxy has its own budget.
    const other = await contactStatuses(app, '127.0.0.1', () => '203.0.113.51');
    expect(other.slice(0, CONTACT_LIMIT)).toEqual(Array<number>(CONTACT_LIMIT).fill(201));
  });

  it('with a list of proxy addresses, the first address from the right that is not a proxy is the client', async () => {
    const app = await appTrusting('10.0.0.0/8,127.0.0.1');
    expect(
      await contactStatuses(app, '127.0.0.1', (i) => `198.51.100.${i + 1}, 203.0.113.60, 10.1.2.3`),
    ).toEqual(limited);
    const other = await contactStatuses(app, '127.0.0.1', () => '203.0.113.61, 10.1.2.3');
    expect(other.slice(0, CONTACT_LIMIT)).toEqual(Array<number>(CONTACT_LIMIT).fill(201));
  });

  it('a client that connects directly cannot name itself through X-Forwarded-For', async () => {
    const app = await appTrusting('10.0.0.0/8');
    expect(await contactStatuses(app, '192.0.2.7', (i) => `198.51.100.${i + 1}`)).toEqual(limited);
  });
});
