import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '#common/opportunities';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// README "Demo content, and a site without it" and decision 046: a centre that entered its own content removes
// the demo row by row from the admin area. Every kind the public site shows is deleted here through the admin's
// own routes, and then the public site shows none of it, its pictures are gone and its counters count nothing.

const ADMIN = 'removal-admin@iic.example.edu';
let t: TestApp;
let admin: SignedIn;

async function get<T>(url: string, who: SignedIn | null = null): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function remove(url: string) {
  const response = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
}

type Items = { items: { id: number }[] };

beforeAll(async () => {
  t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true, adminEmails: [ADMIN] });
  admin = await signIn(t.app, ADMIN, 'Centre Admin');
});
afterAll(async () => t?.close());

describe('the demo leaves a seeded site row by row from the admin area', () => {
  it('deletes every demo event, startup, news post, person, partner, testimonial, question, slide and post', async () => {
    const lists: [list: string, each: (id: number) => string][] = [
      ['/api/events', (id) => `/api/events/${id}`],
      ['/api/admin/startups', (id) => `/api/admin/startups/${id}`],
      ['/api/admin/news', (id) => `/api/news/${id}`],
      ['/api/content/team', (id) => `/api/admin/content/team/${id}`],
      ['/api/content/mentors', (id) => `/api/admin/content/mentors/${id}`],
      ['/api/partners', (id) => `/api/admin/content/partners/${id}`],
      ['/api/testimonials', (id) => `/api/admin/content/testimonials/${id}`],
      ['/api/faq', (id) => `/api/admin/content/faq/${id}`],
      ['/api/content/slides', (id) => `/api/admin/content/slides/${id}`],
    ];
    for (const [list, each] of lists) {
      const { items } = await get<Items>(list, admin);
      expect(items.length, list).toBeGreaterThan(0);
      for (const item of items) await remove(each(item.id));
    }
    const plural = { idea: 'ideas', project: 'projects', internship: 'internships' } as const;
    for (const status of REVIEW_STATUSES) {
      const { items } = await get<{ items: { id: number; kind: keyof typeof plural }[] }>(
        `/api/admin/submissions?status=${status}`,
        admin,
      );
      for (const item of items) await remove(`/api/${plural[item.kind]}/${item.id}`);
    }
  });

  it('then shows none of it: lists empty, pictures gone, counters at nothing but the accounts', async () => {
    for (const list of [
      '/api/events',
      '/api/startups',
      '/api/news',
      '/api/content/team',
      '/api/content/mentors',
      '/api/partners',
      '/api/testimonials',
      '/api/faq',
      '/api/content/slides',
      '/api/ideas',
      '/api/projects',
      '/api/internships',
    ])
      expect((await get<Items>(list)).items, list).toEqual([]);
    const pictures = await t.app.db
      .selectFrom('media_assets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pictures.n)).toBe(0);
    const { items } = await get<{ items: { key: string; value: number }[] }>('/api/content/metrics');
    const shown = Object.fromEntries(items.map((item) => [item.key, item.value]));
    expect(shown).toMatchObject({ startups: 0, projects: 0, internships: 0, events: 0 });
  });
});
