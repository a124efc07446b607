import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_RECORD_ID } from '#common/ids';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const ADMIN_EMAIL = 'large-ids-admin@iic.example.edu';

/** Ids just past the PostgreSQL integer range, far past it, and past what a double holds exactly. */
const LARGE_IDS = [String(MAX_RECORD_ID + 1), '9999999999', '99999999999999999999'];

/**
 * Ids are `integer` columns on PostgreSQL: an id past 2^31 − 1 must be refused by the route's schema
 * as a clear 4xx on both engines, never reach the database and answer 500. This walks every route
 * with an id in its path, so a route added later is covered too.
 */
describe('ids past the integer range', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    admin = await signIn(t.app, ADMIN_EMAIL);
  });
  afterAll(async () => t.close());

  const withId = (url: string, id: string) => url.replace(/:[A-Za-z_]+/g, id);
  /** Path parameters that name a record by words, not by number: any text is theirs to refuse or not find. */
  const NAMED_BY_WORDS = new Set(['slug']);

  it('every route with an id parameter answers 4xx with a message', async () => {
    const routes = t.app.apiRoutes.filter((route) => {
      const params = route.schema?.params;
      if (!(params instanceof z.ZodObject)) return false;
      return Object.values(params.shape).some((schema) => !(schema instanceof z.ZodEnum));
    });
    expect(routes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const route of routes) {
      // The schema itself refuses it: a body error answered first must not hide an unbounded id.
      const shape = (route.schema!.params as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const [name, schema] of Object.entries(shape))
        if (
          !(schema instanceof z.ZodEnum) &&
          !NAMED_BY_WORDS.has(name) &&
          LARGE_IDS.some((id) => schema.safeParse(id).success)
        )
          problems.push(`${route.method} ${route.url}: :${name} takes an id past the range`);
      for (const id of LARGE_IDS) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: withId(route.url, id),
          headers: { ...admin.headers, 'content-type': 'application/json' },
          ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: '{}' }),
        });
        const status = response.statusCode;
        if (status < 400 || status >= 500 || !response.json().message)
          problems.push(`${route.method} ${route.url} with ${id}: ${status} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the shareable event page answers "page not found", and the calendar file answers 400', async () => {
    for (const id of LARGE_IDS) {
      const page = await t.app.inject({ method: 'GET', url: `/events/${id}` });
      expect({ id, status: page.statusCode }).toEqual({ id, status: 404 });
      expect(page.body).toContain('href="/events"');
      const ics = await t.app.inject({ method: 'GET', url: `/api/events/${id}.ics` });
      expect({ id, status: ics.statusCode }).toEqual({ id, status: 400 });
    }
  });

  it('a one-click unsubscribe token naming a huge subscriber id is a bad link, not an error', async () => {
    for (const id of LARGE_IDS) {
      const token = `${id}.${'A'.repeat(43)}`;
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/one-click-unsubscribe?token=${token}`,
      });
      expect({ id, status: get.statusCode }).toEqual({ id, status: 400 });
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/one-click-unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect({ id, status: post.statusCode }).toEqual({ id, status: 400 });
    }
  });

  it('the activity log refuses a page cursor past the range', async () => {
    for (const id of LARGE_IDS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?before=${id}`,
        headers: admin.headers,
      });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
    }
  });
});
