import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGrants, Grant } from '#common/grants';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { CAST } from './demo-cast';
import { seedDemoGrants } from './demo-grants';

const ADMIN = 'demo-grants-admin@iic.example.edu';

// docs/product.md#seed-grants: the demo shows a grant with a tranche disbursed and one awaiting evidence, and
// another whose evidence waits for the centre, through the same routes as the real thing.
describe('the demo seed grants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  });
  afterAll(async () => t.close());

  it('show Krishi Sense’s founder a disbursed tranche, spending within it and the next milestone awaiting evidence', async () => {
    const founder = await signIn(t.app, CAST.ashaGowda.email);
    const startup = await t.app.db
      .selectFrom('startups')
      .select('id')
      .where('slug', '=', 'krishi-sense')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/startups/${startup.id}/grant`,
      headers: founder.headers,
    });
    const grant = (response.json() as { grant: Grant }).grant;
    expect(grant.scheme).toBe('sisfs');
    expect(grant.tranches.map((tranche) => tranche.state)).toEqual([
      'disbursed',
      'awaiting-evidence',
      'awaiting-evidence',
    ]);
    expect(grant.balances.disbursedPaise).toBe(80_000_000);
    expect(grant.balances.spentPaise).toBeGreaterThan(0);
    expect(grant.balances.spentPaise).toBeLessThanOrEqual(grant.balances.disbursedPaise);
    expect(grant.tranches.reduce((sum, tranche) => sum + tranche.amountPaise, 0)).toBe(grant.sanctionedPaise);
    const certificate = await t.app.inject({
      method: 'GET',
      url: `/api/grants/${grant.id}/utilisation-certificate.pdf`,
      headers: founder.headers,
    });
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('give the centre CellPrint Bio’s evidence to review, and are seeded once', async () => {
    const admin = await signIn(t.app, ADMIN);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/grants', headers: admin.headers })
    ).json() as AdminGrants;
    expect(list.items.map((item) => [item.startupName, item.toReview, item.toDisburse])).toEqual([
      ['CellPrint Bio', 1, 0],
      ['Krishi Sense', 0, 0],
    ]);
    expect(await seedDemoGrants(t.app.db, t.config.centreTimezone)).toBe(false);
  });
});
