import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRevision, StartupPage } from '#common/startup-details';
import type { Portfolio } from '#common/startups';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { seedDemoStartupDetails } from './demo-startup-details';

const ADMIN = 'details-seed-admin@iic.example.edu';
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  admin = await signIn(t.app, ADMIN);
}, 120_000);
afterAll(async () => t?.close());

const page = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/startups/${slug}` })).json() as StartupPage;

describe('demo startup pages (docs/product.md#startup-pages)', () => {
  it('gives every published startup a story and dated milestones', async () => {
    const portfolio = (await t.app.inject({ method: 'GET', url: '/api/startups' })).json() as Portfolio;
    expect(portfolio.items.length).toBeGreaterThan(3);
    for (const { slug } of portfolio.items) {
      const shown = await page(slug);
      expect(shown.story.length, slug).toBeGreaterThan(100);
      expect(shown.milestones.length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('names the founders with their roles, links one by her choice, and lists the news that names a startup', async () => {
    expect((await page('cellprint-bio')).founders).toEqual([
      { name: 'Rohan Sen', role: 'Co-founder & CEO', profileUrl: null },
      { name: 'Dr. Leela Thomas', role: 'Co-founder & Chief Scientist', profileUrl: null },
    ]);
    const ledgerloop = await page('ledgerloop');
    expect(ledgerloop.founders).toEqual([
      {
        name: 'Karan Malhotra',
        role: 'Founder & CEO',
        profileUrl: 'https://profiles.example.com/karan-malhotra',
      },
    ]);
    expect(ledgerloop.news.map((post) => post.slug)).toContain('ledgerloop-raises-seed-round');
  });

  it('has one change waiting for the admin, while the public page keeps the approved story', async () => {
    const { items } = (
      await t.app.inject({ method: 'GET', url: '/api/admin/startup-revisions', headers: admin.headers })
    ).json() as { items: AdminRevision[] };
    expect(items.map((item) => item.startupName)).toEqual(['Krishi Sense']);
    expect(items[0]!.proposed.story).toContain('40 farms around Dharwad');
    expect(items[0]!.proposed.milestones.length).toBe(items[0]!.current.milestones.length + 1);
    expect((await page('krishi-sense')).story).not.toContain('40 farms around Dharwad');
  });

  it('casts no founder in two startups or in another role, and seeds once', async () => {
    const founders = await t.app.db
      .selectFrom('cohort_members')
      .select('user_id')
      .where('role', '=', 'founder')
      .execute();
    const ids = founders.map((row) => row.user_id);
    expect(new Set(ids).size).toBe(ids.length);
    const grants = await t.app.db
      .selectFrom('role_grants')
      .select('user_id')
      .where(
        'user_id',
        'in',
        ids.filter((id): id is number => id !== null),
      )
      .execute();
    expect(grants).toEqual([]);
    expect(await seedDemoStartupDetails(t.app.db)).toBe(false);
  });
});
