import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '#common/audit';
import type { AdminMetric, CarouselSlide, Mentor, Metric, Program, TeamMember } from '#common/content';
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '#common/media';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import type { Database } from '#server/db/database';
import type { ReviewStatus } from '#server/db/tables/opportunities';
import { pngBytes } from './content-test-support';

/** A project or internship post with the given review status, as moderation would leave it. */
async function insertPost(
  db: Database,
  kind: 'projects' | 'internships',
  ownerId: number,
  status: ReviewStatus,
): Promise<void> {
  const common = {
    owner_id: ownerId,
    status,
    review_reason: null,
    created_at: new Date().toISOString(),
    reviewed_at: status === 'pending' ? null : new Date().toISOString(),
    contact: 'poster@example.com',
    description: 'A post for the counters.',
    requirements: 'None',
    search_text: '',
  };
  if (kind === 'projects') {
    await db
      .insertInto('projects')
      .values({
        ...common,
        project_title: 'Soil sensor',
        by_whom: 'Asha',
        work_type: 'Remote',
        application_link: 'https://example.com/apply',
      })
      .execute();
  } else {
    await db
      .insertInto('internships')
      .values({
        ...common,
        title: 'Frontend intern',
        company: 'Acme',
        location: 'Pune',
        type: 'Full-time',
        duration: '3 months',
        stipend: 10000,
        apply_link: 'https://example.com/apply',
      })
      .execute();
  }
}

const ADMIN = 'admin@iic.example.edu';
let subject: TestApp;
let app: FastifyInstance;
let adminUser: SignedIn;
let plainUser: SignedIn;
let posterId: number;

beforeAll(async () => {
  subject = await createTestApp({ seedDemoContent: true, adminEmails: [ADMIN] });
  app = subject.app;
  adminUser = await signIn(app, ADMIN);
  plainUser = await signIn(app, 'asha@student.example.edu');
  posterId = plainUser.id;
});
afterAll(async () => {
  await subject?.close();
});

const auth = (as = adminUser) => as.headers;

function form(fields: Record<string, string>, photo?: { bytes: Buffer; name?: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (photo) data.append('photo', new Blob([new Uint8Array(photo.bytes)]), photo.name ?? 'photo.png');
  return data;
}

async function list<T>(what: string): Promise<T[]> {
  const response = await app.inject({ method: 'GET', url: `/api/content/${what}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  return response.json<{ items: T[] }>().items;
}

async function mediaCount(): Promise<number> {
  const row = await app.db
    .selectFrom('media_assets')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function assetExists(key: string): Promise<boolean> {
  return Boolean(
    await app.db.selectFrom('media_assets').select('key').where('key', '=', key).executeTakeFirst(),
  );
}

const keyOf = (image: { src: string } | null) => image!.src.split('/')[2]!;

async function latestAudit() {
  return app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

const member = {
  group: 'core',
  name: 'Neha Patil',
  role: 'Senior Executive, Community',
  linkedin: 'https://www.linkedin.com/in/neha-patil',
  email: 'neha.patil@iic.example.edu',
};
const mentor = {
  name: 'Dr. Farah Khan',
  field: 'Biotech',
  bio: 'Founded two diagnostics startups.',
  email: 'farah.khan@example.com',
  linkedin: 'https://www.linkedin.com/in/farah-khan',
};

describe('admin routes are for admins only', () => {
  const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
    { method: 'POST', url: '/api/admin/content/team' },
    { method: 'PUT', url: '/api/admin/content/team/1' },
    { method: 'DELETE', url: '/api/admin/content/team/1' },
    { method: 'POST', url: '/api/admin/content/team/1/move', payload: { direction: 'up' } },
    { method: 'POST', url: '/api/admin/content/mentors' },
    { method: 'PUT', url: '/api/admin/content/mentors/1' },
    { method: 'DELETE', url: '/api/admin/content/mentors/1' },
    { method: 'POST', url: '/api/admin/content/mentors/1/move', payload: { direction: 'up' } },
    { method: 'POST', url: '/api/admin/content/slides' },
    { method: 'PUT', url: '/api/admin/content/slides/1' },
    { method: 'DELETE', url: '/api/admin/content/slides/1' },
    { method: 'POST', url: '/api/admin/content/slides/1/move', payload: { direction: 'up' } },
    {
      method: 'PUT',
      url: '/api/admin/content/programs/1',
      payload: { title: 'T', duration: 'D', summary: 'S', features: ['F'] },
    },
    { method: 'POST', url: '/api/admin/content/programs/1/move', payload: { direction: 'down' } },
    { method: 'GET', url: '/api/admin/content/metrics' },
    {
      method: 'PUT',
      url: '/api/admin/content/metrics/startups',
      payload: { label: 'Startups', value: 1, durationSeconds: 2, mode: 'manual' },
    },
    { method: 'GET', url: '/api/admin/audit' },
  ];

  it.each(routes)('$method $url: 401 anonymous, 403 for a user, nothing changed', async (route) => {
    const before = await app.db.selectFrom('audit_log').select('id').execute();
    const anonymous = await app.inject({ method: route.method, url: route.url, payload: route.payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please log in to continue.' });
    const user = await app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
      headers: auth(plainUser),
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: 'You do not have permission to do this.' });
    expect(await app.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
  });
});

describe('team members', () => {
  it('adds a member with a photo; the public list shows it at once, and the audit trail says who', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: form(member, { bytes: await pngBytes() }),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const team = await list<TeamMember>('team');
    const added = team.find((item) => item.id === id)!;
    expect(added).toMatchObject({ ...member, id });
    expect(team[team.length - 1]!.id).toBe(id);
    expect(added.image!.src).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect((await app.inject({ method: 'GET', url: added.image!.src })).statusCode).toBe(200);

    const entry = await latestAudit();
    expect(entry).toMatchObject({
      actor_email: ADMIN,
      action: 'team.create',
      subject_type: 'team_member',
      subject_id: String(id),
      summary: 'Added team member "Neha Patil" (Core Team)',
    });
    expect(Date.now() - Date.parse(entry.created_at)).toBeLessThan(60_000);
  });

  it('adds https:// to a profile link typed without it (docs/product.md#web-addresses)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: form({ ...member, name: 'Bare Link', linkedin: 'www.linkedin.com/in/bare-link' }),
    });
    expect(response.statusCode).toBe(201);
    const added = (await list<TeamMember>('team')).find((item) => item.name === 'Bare Link')!;
    expect(added.linkedin).toBe('https://www.linkedin.com/in/bare-link');
  });

  it('adds a member without a photo', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: form({ ...member, name: 'No Photo' }),
    });
    expect(response.statusCode).toBe(201);
    const added = (await list<TeamMember>('team')).find((item) => item.name === 'No Photo')!;
    expect(added.image).toBeNull();
  });

  it.each([
    ['a missing name', { name: '   ' }, 'name', 'Name is required'],
    ['a missing role', { role: '' }, 'role', 'Role is required'],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['an unknown group', { group: 'interns' }, 'group', 'Choose Founders or Core Team'],
    ['a bad email', { email: 'neha@' }, 'email', 'Please enter a valid email address'],
    ['a missing email', { email: '' }, 'email', 'Email is required'],
    [
      'a profile link that is not a URL',
      { linkedin: 'linkedin dot com/in/neha' },
      'linkedin',
      'Profile link must be a web address starting with https://',
    ],
    [
      'a javascript: link',
      { linkedin: 'javascript:alert(1)' },
      'linkedin',
      'Profile link must be a web address starting with https://',
    ],
  ])('refuses %s with its message and stores nothing', async (_label, change, field, message) => {
    const before = (await list<TeamMember>('team')).length;
    const media = await mediaCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: form({ ...member, ...change }, { bytes: await pngBytes() }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors[field]).toBe(message);
    expect(body.message).toBe(message);
    expect(await list<TeamMember>('team')).toHaveLength(before);
    expect(await mediaCount()).toBe(media);
  });

  it('refuses a file that is not an picture, and one over 5 MB with 413', async () => {
    const media = await mediaCount();
    const text = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: form(member, { bytes: Buffer.from('<svg onload=alert(1)>'), name: 'photo.png' }),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: NOT_AN_IMAGE_MESSAGE });

    const huge = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: form(member, { bytes: Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE });
    expect(await mediaCount()).toBe(media);
  });

  it('edits a member keeping the photo, replaces it (the old one is deleted), then removes it', async () => {
    const target = (await list<TeamMember>('team'))[0]!;
    const originalKey = keyOf(target.image);

    const keep = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/team/${target.id}`,
      headers: auth(),
      payload: form({ ...member, group: 'founders', name: 'Dr. Ananya Rao-Kulkarni' }),
    });
    expect(keep.statusCode).toBe(200);
    let now = (await list<TeamMember>('team')).find((item) => item.id === target.id)!;
    expect(now.name).toBe('Dr. Ananya Rao-Kulkarni');
    expect(keyOf(now.image)).toBe(originalKey);
    expect(await latestAudit()).toMatchObject({ action: 'team.update', subject_id: String(target.id) });

    const replace = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/team/${target.id}`,
      headers: auth(),
      payload: form({ ...member, group: 'founders' }, { bytes: await pngBytes(400, 400, '#aa2255') }),
    });
    expect(replace.statusCode).toBe(200);
    now = (await list<TeamMember>('team')).find((item) => item.id === target.id)!;
    const newKey = keyOf(now.image);
    expect(newKey).not.toBe(originalKey);
    expect(await assetExists(originalKey)).toBe(false);
    expect(await assetExists(newKey)).toBe(true);

    const remove = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/team/${target.id}`,
      headers: auth(),
      payload: form({ ...member, group: 'founders', removePhoto: 'true' }),
    });
    expect(remove.statusCode).toBe(200);
    now = (await list<TeamMember>('team')).find((item) => item.id === target.id)!;
    expect(now.image).toBeNull();
    expect(await assetExists(newKey)).toBe(false);
  });

  it('refuses an edit with a bad field and keeps the member as it was', async () => {
    const target = (await list<TeamMember>('team'))[1]!;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/team/${target.id}`,
      headers: auth(),
      payload: form({ ...member, email: 'nope' }, { bytes: await pngBytes() }),
    });
    expect(response.statusCode).toBe(400);
    expect((await list<TeamMember>('team')).find((item) => item.id === target.id)).toEqual(target);
  });

  it('moves a member within its group and persists the order; the edges answer 409', async () => {
    const team = await list<TeamMember>('team');
    const core = team.filter((item) => item.group === 'core');
    const [firstCore, secondCore] = [core[0]!, core[1]!];

    const up = await app.inject({
      method: 'POST',
      url: `/api/admin/content/team/${secondCore.id}/move`,
      headers: auth(),
      payload: { direction: 'up' },
    });
    expect(up.statusCode).toBe(200);
    const after = (await list<TeamMember>('team')).filter((item) => item.group === 'core');
    expect(after.slice(0, 2).map((item) => item.id)).toEqual([secondCore.id, firstCore.id]);
    expect(await latestAudit()).toMatchObject({
      action: 'team.reorder',
      subject_id: String(secondCore.id),
      summary: `Moved team member "${secondCore.name}" up`,
    });

    // The first of the core team does not jump into the founders.
    const edge = await app.inject({
      method: 'POST',
      url: `/api/admin/content/team/${secondCore.id}/move`,
      headers: auth(),
      payload: { direction: 'up' },
    });
    expect(edge.statusCode).toBe(409);
    const last = after[after.length - 1]!;
    const bottom = await app.inject({
      method: 'POST',
      url: `/api/admin/content/team/${last.id}/move`,
      headers: auth(),
      payload: { direction: 'down' },
    });
    expect(bottom.statusCode).toBe(409);

    const bad = await app.inject({
      method: 'POST',
      url: `/api/admin/content/team/${last.id}/move`,
      headers: auth(),
      payload: { direction: 'sideways' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.direction).toBe('Direction must be up or down');
  });

  it('deletes a member and its photo; a second delete is 404', async () => {
    const target = (await list<TeamMember>('team')).find((item) => item.image)!;
    const key = keyOf(target.image);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/team/${target.id}`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(204);
    expect((await list<TeamMember>('team')).some((item) => item.id === target.id)).toBe(false);
    expect(await assetExists(key)).toBe(false);
    expect(await latestAudit()).toMatchObject({
      action: 'team.delete',
      summary: `Deleted team member "${target.name}"`,
    });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/team/${target.id}`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Team member not found' });
  });

  it('answers a form that is not multipart with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/team',
      headers: auth(),
      payload: member,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('mentors', () => {
  it('adds, validates, edits, reorders and deletes mentors, recording each action', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/mentors',
      headers: auth(),
      payload: form(mentor, { bytes: await pngBytes() }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    let mentors = await list<Mentor>('mentors');
    expect(mentors[mentors.length - 1]).toMatchObject({ ...mentor, id });
    expect(await latestAudit()).toMatchObject({
      action: 'mentor.create',
      summary: 'Added mentor "Dr. Farah Khan"',
    });

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/admin/content/mentors',
      headers: auth(),
      payload: form({ ...mentor, bio: '', field: 'y'.repeat(121) }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      field: 'Field must be at most 120 characters',
      bio: 'Bio is required',
    });

    const oldKey = keyOf(mentors[mentors.length - 1]!.image);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/mentors/${id}`,
      headers: auth(),
      payload: form({ ...mentor, field: 'Medical devices' }, { bytes: await pngBytes(300, 300) }),
    });
    expect(edited.statusCode).toBe(200);
    mentors = await list<Mentor>('mentors');
    expect(mentors.find((item) => item.id === id)!.field).toBe('Medical devices');
    expect(await assetExists(oldKey)).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'mentor.update', subject_id: String(id) });

    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/content/mentors/${id}/move`,
      headers: auth(),
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    mentors = await list<Mentor>('mentors');
    expect(mentors[mentors.length - 2]!.id).toBe(id);
    expect(await latestAudit()).toMatchObject({ action: 'mentor.reorder' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/mentors/${id}`,
      headers: auth(),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list<Mentor>('mentors')).some((item) => item.id === id)).toBe(false);
    expect(await latestAudit()).toMatchObject({
      action: 'mentor.delete',
      summary: 'Deleted mentor "Dr. Farah Khan"',
    });
  });
});

describe('carousel slides', () => {
  it('needs a picture to add a slide', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/slides',
      headers: auth(),
      payload: form({ caption: 'Demo day' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Slide image is required',
      fieldErrors: { photo: 'Slide image is required' },
    });
    const blank = await app.inject({
      method: 'POST',
      url: '/api/admin/content/slides',
      headers: auth(),
      payload: form({ caption: ' ' }, { bytes: await pngBytes() }),
    });
    expect(blank.json().fieldErrors).toEqual({ caption: 'Caption is required' });
  });

  it('adds, edits (keeping or replacing the picture), reorders and deletes a slide', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/slides',
      headers: auth(),
      payload: form({ caption: 'Demo day 2030' }, { bytes: await pngBytes(1280, 720) }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    let slides = await list<CarouselSlide>('slides');
    expect(slides[slides.length - 1]).toMatchObject({ id, caption: 'Demo day 2030' });
    const firstKey = keyOf(slides[slides.length - 1]!.image);
    expect(await latestAudit()).toMatchObject({ action: 'slide.create' });

    await app.inject({
      method: 'PUT',
      url: `/api/admin/content/slides/${id}`,
      headers: auth(),
      payload: form({ caption: 'Demo day, 2030 edition' }),
    });
    slides = await list<CarouselSlide>('slides');
    expect(slides.find((item) => item.id === id)).toMatchObject({ caption: 'Demo day, 2030 edition' });
    expect(keyOf(slides.find((item) => item.id === id)!.image)).toBe(firstKey);

    await app.inject({
      method: 'PUT',
      url: `/api/admin/content/slides/${id}`,
      headers: auth(),
      payload: form({ caption: 'Demo day, 2030 edition', removePhoto: 'true' }, { bytes: await pngBytes() }),
    });
    slides = await list<CarouselSlide>('slides');
    expect(keyOf(slides.find((item) => item.id === id)!.image)).not.toBe(firstKey);
    expect(await assetExists(firstKey)).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'slide.update' });

    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/content/slides/${id}/move`,
      headers: auth(),
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    slides = await list<CarouselSlide>('slides');
    expect(slides[slides.length - 2]!.id).toBe(id);
    expect(await latestAudit()).toMatchObject({ action: 'slide.reorder' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/slides/${id}`,
      headers: auth(),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list<CarouselSlide>('slides')).some((item) => item.id === id)).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'slide.delete' });
  });
});

describe('programmes', () => {
  it('edits a programme keeping its slug, and validates the features', async () => {
    const [first] = await list<Program>('programs');
    const input = {
      title: 'Incubation Programme',
      duration: '12 months',
      summary: 'A year-long home for early-stage startups.',
      features: ['Dedicated workspace', 'Seed funding support', 'Lab access'],
    };
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/programs/${first!.id}`,
      headers: auth(),
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    const [after] = await list<Program>('programs');
    expect(after).toEqual({ ...input, id: first!.id, slug: first!.slug });
    expect(await latestAudit()).toMatchObject({
      action: 'program.update',
      subject_id: first!.slug,
      summary: 'Updated programme "Incubation Programme"',
    });

    for (const [features, message] of [
      [[], 'Add at least one feature'],
      [['Fine', ' '], 'Feature is required'],
      [Array.from({ length: 13 }, (_, i) => `F${i}`), 'At most 12 features'],
    ] as const) {
      const bad = await app.inject({
        method: 'PUT',
        url: `/api/admin/content/programs/${first!.id}`,
        headers: auth(),
        payload: { ...input, features },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const noTitle = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/programs/${first!.id}`,
      headers: auth(),
      payload: { ...input, title: '' },
    });
    expect(noTitle.json().fieldErrors).toEqual({ title: 'Title is required' });
  });

  it('reorders programmes', async () => {
    const before = await list<Program>('programs');
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/content/programs/${before[0]!.id}/move`,
      headers: auth(),
      payload: { direction: 'down' },
    });
    expect(response.statusCode).toBe(200);
    const after = await list<Program>('programs');
    expect(after.map((item) => item.slug)).toEqual([before[1]!.slug, before[0]!.slug, before[2]!.slug]);
    expect(await latestAudit()).toMatchObject({ action: 'program.reorder' });
  });
});

describe('impact metrics', () => {
  const put = (key: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/admin/content/metrics/${key}`, headers: auth(), payload });

  async function adminMetrics(): Promise<AdminMetric[]> {
    const response = await app.inject({ method: 'GET', url: '/api/admin/content/metrics', headers: auth() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ items: AdminMetric[] }>().items;
  }

  it('sets a counter by hand: label, value and animation duration', async () => {
    const response = await put('startups', {
      label: 'Startups incubated',
      value: 120,
      durationSeconds: 2.5,
      mode: 'manual',
    });
    expect(response.statusCode).toBe(200);
    const startups = (await list<Metric>('metrics')).find((item) => item.key === 'startups');
    expect(startups).toEqual({
      key: 'startups',
      label: 'Startups incubated',
      value: 120,
      durationSeconds: 2.5,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'metric.update',
      subject_id: 'startups',
      summary: 'Updated metric "Startups incubated": 120, 2.5 s animation',
    });
  });

  it.each([
    [{ value: -1 }, 'value', 'Value cannot be negative'],
    [{ value: 1.5 }, 'value', 'Value must be a whole number'],
    [{ durationSeconds: 0 }, 'durationSeconds', 'Animation duration must be between 0.5 and 10 seconds'],
    [{ label: '' }, 'label', 'Label is required'],
    [{ mode: 'magic' }, 'mode', 'Choose manual or automatic counting'],
  ])('refuses %o', async (change, field, message) => {
    const response = await put('projects', {
      label: 'Projects',
      value: 5,
      durationSeconds: 2,
      mode: 'manual',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses an unknown counter', async () => {
    const unknown = await put('alumni', { label: 'Alumni', value: 1, durationSeconds: 2, mode: 'manual' });
    expect(unknown.statusCode).toBe(400);
  });

  it('in auto mode follows the approved posts and ignores pending and declined ones', async () => {
    await put('projects', { label: 'Projects', value: 50, durationSeconds: 2.5, mode: 'auto' });
    await put('internships', { label: 'Internships', value: 75, durationSeconds: 3, mode: 'manual' });
    const value = async (key: string) =>
      (await list<Metric>('metrics')).find((item) => item.key === key)!.value;
    // The demo seed may already hold approved projects: count from there.
    const seeded = await value('projects');
    const admin0 = await adminMetrics();
    const seededInternships = admin0.find((item) => item.key === 'internships')!.autoValue!;

    await insertPost(app.db, 'projects', posterId, 'approved');
    await insertPost(app.db, 'projects', posterId, 'approved');
    await insertPost(app.db, 'projects', posterId, 'pending');
    await insertPost(app.db, 'projects', posterId, 'declined');
    await insertPost(app.db, 'internships', posterId, 'approved');
    await insertPost(app.db, 'internships', posterId, 'pending');
    expect(await value('projects')).toBe(seeded + 2);
    // Internships are still typed by hand.
    expect(await value('internships')).toBe(75);

    const admin = await adminMetrics();
    expect(admin.find((item) => item.key === 'projects')).toMatchObject({
      mode: 'auto',
      value: seeded + 2,
      manualValue: 50,
      autoValue: seeded + 2,
    });
    expect(admin.find((item) => item.key === 'internships')).toMatchObject({
      mode: 'manual',
      value: 75,
      manualValue: 75,
      autoValue: seededInternships + 1,
    });
    expect(admin.find((item) => item.key === 'startups')!.autoValue).toBe(0);

    await put('internships', { label: 'Internships', value: 75, durationSeconds: 3, mode: 'auto' });
    expect(await value('internships')).toBe(seededInternships + 1);
    await insertPost(app.db, 'internships', posterId, 'approved');
    expect(await value('internships')).toBe(seededInternships + 2);
    // Closed as filled (or expired) and hidden by reports: off the public list, off the counter.
    const newest = await app.db
      .selectFrom('internships')
      .select('id')
      .where('status', '=', 'approved')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const at = new Date().toISOString();
    await app.db
      .updateTable('internships')
      .set({ closed_at: at, closed_reason: 'filled' })
      .where('id', '=', newest[0]!.id)
      .execute();
    await app.db.updateTable('internships').set({ hidden_at: at }).where('id', '=', newest[1]!.id).execute();
    expect(await value('internships')).toBe(seededInternships);
    expect(await latestAudit()).toMatchObject({
      summary: 'Updated metric "Internships": count open internships, 3 s animation',
    });

    // Back to manual: the typed value shows again.
    await put('projects', { label: 'Projects', value: 50, durationSeconds: 2.5, mode: 'manual' });
    expect(await value('projects')).toBe(50);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the actions newest first, with who and when, paging backwards', async () => {
    const all = await app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').execute();
    expect(all.length).toBeGreaterThan(10);
    const first = await app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: auth() });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json<AuditPage>();
    expect(page.items.map((item) => item.id)).toEqual(all.slice(0, 5).map((row) => row.id));
    expect(page.items[0]).toEqual({
      id: all[0]!.id,
      at: all[0]!.created_at,
      actorEmail: ADMIN,
      // docs/product.md#names: an admin without a name is shown by their email, which admins may see.
      actorName: ADMIN,
      action: all[0]!.action,
      subjectType: all[0]!.subject_type,
      subjectId: all[0]!.subject_id,
      summary: all[0]!.summary,
    });
    expect(page.nextBefore).toBe(all[4]!.id);

    const seen = [...page.items];
    let before = page.nextBefore;
    while (before !== null) {
      const next = await app.inject({
        method: 'GET',
        url: `/api/admin/audit?limit=5&before=${before}`,
        headers: auth(),
      });
      const body = next.json<AuditPage>();
      seen.push(...body.items);
      before = body.nextBefore;
    }
    expect(seen.map((item) => item.id)).toEqual(all.map((row) => row.id));

    const actions = new Set(all.map((row) => row.action));
    for (const action of [
      'team.create',
      'team.update',
      'team.delete',
      'team.reorder',
      'mentor.create',
      'mentor.update',
      'mentor.delete',
      'mentor.reorder',
      'slide.create',
      'slide.update',
      'slide.delete',
      'slide.reorder',
      'program.update',
      'program.reorder',
      'metric.update',
    ])
      expect(actions, action).toContain(action);
  });

  it('refuses a bad page size', async () => {
    for (const query of ['limit=0', 'limit=101', 'before=abc']) {
      const response = await app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: auth() });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
