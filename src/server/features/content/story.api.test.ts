import { describe, expect, it } from 'vitest';
import type { FaqEntry, Partner, Testimonial } from '#common/content';
import { seedDemoStory, DEMO_FAQ, DEMO_PARTNERS, DEMO_TESTIMONIALS } from '#server/db/seed/demo-story';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { pngBytes } from './content-test-support';

const ADMIN = 'story-admin@iic.example.edu';
const {
  t,
  people: { admin, user },
} = useMailTestApp({ adminEmails: [ADMIN] }, { admin: ADMIN, user: 'story-reader@student.example.edu' });

async function list<T>(url: string): Promise<T[]> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  return response.json<{ items: T[] }>().items;
}

function partnerForm(fields: Record<string, string>, logo?: Buffer): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (logo) data.append('photo', new Blob([new Uint8Array(logo)]), 'logo.png');
  return data;
}

async function sendForm(method: 'POST' | 'PUT', url: string, data: FormData, as = admin) {
  const request = new Request('http://x', { method: 'POST', body: data });
  return t.app.inject({
    method,
    url,
    headers: { ...as.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function latestAudit() {
  return t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

const partner = { name: 'Kaveri Seed Fund', kind: 'investor', url: 'https://kaveri-seed.example.org' };
const testimonial = {
  quote: 'The lab saved us a year.',
  name: 'Priya Menon',
  role: 'CTO',
  startup: 'SoilSense',
};

describe('partners (docs/product.md#partners)', () => {
  it('an admin adds a partner with its logo, which the public list shows through the image pipeline', async () => {
    expect(await list<Partner>('/api/partners')).toEqual([]);
    const created = await sendForm(
      'POST',
      '/api/admin/content/partners',
      partnerForm(partner, await pngBytes(600, 200)),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [shown] = await list<Partner>('/api/partners');
    expect(shown).toMatchObject({ ...partner, id: created.json<{ id: number }>().id });
    expect(shown!.logo!.src).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect(shown!.logo!.width / shown!.logo!.height).toBeCloseTo(3, 1);
    const audit = await latestAudit();
    expect(audit).toMatchObject({ action: 'partner.create', subject_type: 'partner' });
    expect(audit.summary).toContain('Kaveri Seed Fund');
  });

  it('refuses a partner without a web address or with an unknown kind, saving nothing', async () => {
    const before = await list<Partner>('/api/partners');
    for (const fields of [
      { ...partner, url: 'javascript:alert(1)' },
      { ...partner, url: 'kaveri seed fund' },
      { ...partner, kind: 'sponsor' },
      { ...partner, name: ' ' },
    ]) {
      const response = await sendForm('POST', '/api/admin/content/partners', partnerForm(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await list<Partner>('/api/partners')).toEqual(before);
  });

  it('stores a website typed without https:// as a full address', async () => {
    const bare = await sendForm(
      'POST',
      '/api/admin/content/partners',
      partnerForm({ ...partner, name: 'Bare Address Ventures', url: 'bare-ventures.example.org' }),
    );
    expect(bare.statusCode, bare.body).toBe(201);
    const id = bare.json<{ id: number }>().id;
    expect((await list<Partner>('/api/partners')).find((item) => item.id === id)?.url).toBe(
      'https://bare-ventures.example.org',
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/partners/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('edits, removes the logo and deletes a partner; its picture goes with it', async () => {
    const [existing] = await list<Partner>('/api/partners');
    const key = existing!.logo!.src.split('/')[2]!;
    const edited = await sendForm(
      'PUT',
      `/api/admin/content/partners/${existing!.id}`,
      partnerForm({ ...partner, kind: 'industry', removePhoto: 'true' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await list<Partner>('/api/partners');
    expect(after).toMatchObject({ kind: 'industry', logo: null });
    expect(
      await t.app.db.selectFrom('media_assets').select('key').where('key', '=', key).executeTakeFirst(),
    ).toBe(undefined);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/partners/${existing!.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await list<Partner>('/api/partners')).toEqual([]);
  });

  it('is written by admins only', async () => {
    const response = await sendForm('POST', '/api/admin/content/partners', partnerForm(partner), user);
    expect(response.statusCode).toBe(403);
    expect(await list<Partner>('/api/partners')).toEqual([]);
  });
});

describe('testimonials (docs/product.md#testimonials)', () => {
  it('an admin adds, edits, reorders and deletes testimonials', async () => {
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/content/testimonials',
        headers: admin.headers,
        payload: body,
      });
    const first = await post(testimonial);
    expect(first.statusCode, first.body).toBe(201);
    const second = await post({ ...testimonial, name: 'Rahul Deshpande', startup: 'LedgerLoop' });
    expect(second.statusCode).toBe(201);
    expect((await list<Testimonial>('/api/testimonials')).map((item) => item.name)).toEqual([
      'Priya Menon',
      'Rahul Deshpande',
    ]);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/testimonials/${second.json<{ id: number }>().id}/move`,
      headers: admin.headers,
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list<Testimonial>('/api/testimonials')).map((item) => item.name)).toEqual([
      'Rahul Deshpande',
      'Priya Menon',
    ]);

    const id = first.json<{ id: number }>().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/testimonials/${id}`,
      headers: admin.headers,
      payload: { ...testimonial, quote: 'Two investors led our round.' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list<Testimonial>('/api/testimonials')).find((item) => item.id === id)?.quote).toBe(
      'Two investors led our round.',
    );
    expect(await latestAudit()).toMatchObject({ action: 'testimonial.update', subject_id: String(id) });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/testimonials/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list<Testimonial>('/api/testimonials')).map((item) => item.name)).toEqual([
      'Rahul Deshpande',
    ]);
  });

  it('refuses a quote over its limit and an edit of a testimonial that does not exist', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/testimonials',
      headers: admin.headers,
      payload: { ...testimonial, quote: 'x'.repeat(601) },
    });
    expect(long.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/testimonials/987654',
      headers: admin.headers,
      payload: testimonial,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Testimonial not found' });
  });
});

describe('FAQ (docs/product.md#faq)', () => {
  const add = async (category: string, question: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/faq',
      headers: admin.headers,
      payload: { category, question, answer: `The answer to: ${question}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  it('keeps questions in the order the admin sets, each moving within its own category', async () => {
    const who = await add('applying', 'Who can apply?');
    await add('funding', 'Does the centre take equity?');
    const when = await add('applying', 'When are calls open?');
    const questions = async () => (await list<FaqEntry>('/api/faq')).map((item) => item.question);
    expect(await questions()).toEqual([
      'Who can apply?',
      'Does the centre take equity?',
      'When are calls open?',
    ]);

    // "When" moves above "Who", skipping the funding question between them.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/faq/${when}/move`,
      headers: admin.headers,
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await questions()).toEqual([
      'When are calls open?',
      'Does the centre take equity?',
      'Who can apply?',
    ]);
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/faq/${when}/move`,
      headers: admin.headers,
      payload: { direction: 'up' },
    });
    expect(first.statusCode).toBe(409);
    expect(who).toBeGreaterThan(0);
  });

  it('refuses an unknown category', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/faq',
      headers: admin.headers,
      payload: { category: 'gossip', question: 'Why?', answer: 'Because.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors?: Record<string, string> }>().fieldErrors?.category).toBe(
      'Choose a category',
    );
  });
});

describe('demo content', () => {
  it('seeds partners with logos, testimonials and questions once', async () => {
    await t.app.db.deleteFrom('partners').execute();
    await t.app.db.deleteFrom('testimonials').execute();
    await t.app.db.deleteFrom('faq_entries').execute();
    expect(await seedDemoStory(t.app.db)).toBe(true);
    expect(await seedDemoStory(t.app.db)).toBe(false);
    const partners = await list<Partner>('/api/partners');
    expect(partners.map((item) => item.name)).toEqual(DEMO_PARTNERS.map((item) => item.name));
    expect(partners.every((item) => item.logo !== null)).toBe(true);
    expect(await list<Testimonial>('/api/testimonials')).toHaveLength(DEMO_TESTIMONIALS.length);
    expect(await list<FaqEntry>('/api/faq')).toHaveLength(DEMO_FAQ.length);
  });
});
