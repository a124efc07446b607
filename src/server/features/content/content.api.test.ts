import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarouselSlide, ImageRef, Mentor, Metric, Program, TeamMember } from '#common/content';
import { buildApp } from '#server/app';
import { seedDemoContent } from '#server/db/seed/seed';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '#server/test-support/test-app';

const run = promisify(execFile);

async function list<T>(app: FastifyInstance, what: string): Promise<T[]> {
  const response = await app.inject({ method: 'GET', url: `/api/content/${what}` });
  expect(response.statusCode, `GET /api/content/${what}`).toBe(200);
  return response.json<{ items: T[] }>().items;
}

/** Everything seeding writes, so two states of a database can be compared whole. */
async function snapshot(app: FastifyInstance) {
  const count = async (table: 'media_assets' | 'media_variants' | 'app_meta') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    team: await list<TeamMember>(app, 'team'),
    mentors: await list<Mentor>(app, 'mentors'),
    programs: await list<Program>(app, 'programs'),
    slides: await list<CarouselSlide>(app, 'slides'),
    metrics: await list<Metric>(app, 'metrics'),
    mediaAssets: await count('media_assets'),
    mediaVariants: await count('media_variants'),
    metaRows: await count('app_meta'),
  };
}

/** The URLs an <img> may load: src and every srcset candidate, each with its declared width. */
function imageUrls(image: ImageRef): { url: string; width: number | undefined }[] {
  const candidates = image.srcSet.split(',').map((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    expect(descriptor, `srcset descriptor in "${image.srcSet}"`).toMatch(/^\d+w$/);
    return { url: url!, width: Number.parseInt(descriptor!, 10) };
  });
  expect(candidates.length).toBeGreaterThan(0);
  expect(candidates.map((candidate) => candidate.url)).toContain(image.src);
  return [{ url: image.src, width: undefined }, ...candidates];
}

async function expectServedWebp(app: FastifyInstance, image: ImageRef | null) {
  expect(image, 'an image').not.toBeNull();
  expect(image!.width).toBeGreaterThan(0);
  expect(image!.height).toBeGreaterThan(0);
  for (const { url, width } of imageUrls(image!)) {
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    if (width !== undefined) expect(metadata.width, `${url} is as wide as its srcset says`).toBe(width);
  }
}

describe('site content with the demo content seeded', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ seedDemoContent: true });
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('lists the team: 3 founders then 5 core members, each with contact links', async () => {
    const team = await list<TeamMember>(subject.app, 'team');
    expect(team).toHaveLength(8);
    expect(team.filter((member) => member.group === 'founders')).toHaveLength(3);
    expect(team.filter((member) => member.group === 'core')).toHaveLength(5);
    // Founders come first, in their seeded order.
    expect(team.slice(0, 3).every((member) => member.group === 'founders')).toBe(true);
    for (const member of team.filter((m) => m.group === 'core'))
      expect(member.role).toMatch(/^Senior Executive/);
    for (const member of team) {
      expect(member.name).not.toBe('');
      expect(member.role).not.toBe('');
      expect(member.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
  });

  it('serves every team photo at every width as immutable WebP with nosniff', async () => {
    const team = await list<TeamMember>(subject.app, 'team');
    for (const member of team) await expectServedWebp(subject.app, member.image);
  });

  it('allows content answers to be reused only after revalidation', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/content/team' });
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('lists mentors with field, bio, contact links and a photo', async () => {
    const mentors = await list<Mentor>(subject.app, 'mentors');
    expect(mentors.length).toBeGreaterThan(0);
    for (const mentor of mentors) {
      expect(mentor.name).not.toBe('');
      expect(mentor.field).not.toBe('');
      expect(mentor.bio).not.toBe('');
      expect(mentor.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(mentor.linkedin).toMatch(/^https:\/\//);
      await expectServedWebp(subject.app, mentor.image);
    }
  });

  it('lists the three programs of docs/product.md#programmes with their lengths and features', async () => {
    const programs = await list<Program>(subject.app, 'programs');
    expect(programs.map(({ title, duration, features }) => ({ title, duration, features }))).toEqual([
      {
        title: 'Incubation Program',
        duration: '12 months',
        features: [
          'Dedicated workspace',
          'Seed funding support',
          'Technical mentorship',
          'Business development',
          'Legal & IP support',
        ],
      },
      {
        title: 'Acceleration Program',
        duration: '6 months',
        features: [
          'Growth strategy',
          'Market access',
          'Investor connect',
          'Scale-up support',
          'Global networking',
        ],
      },
      {
        title: 'Mentorship Program',
        duration: expect.any(String),
        features: [
          'One-on-one mentoring',
          'Industry expertise',
          'Network building',
          'Strategic guidance',
          'Regular workshops',
        ],
      },
    ]);
    expect(new Set(programs.map((program) => program.slug)).size).toBe(3);
  });

  it('lists four carousel slides, each with a caption and a served picture', async () => {
    const slides = await list<CarouselSlide>(subject.app, 'slides');
    expect(slides).toHaveLength(4);
    for (const slide of slides) {
      expect(slide.caption.trim()).not.toBe('');
      await expectServedWebp(subject.app, slide.image);
    }
  });

  it('lists the five impact counters, each counted from the data', async () => {
    const metrics = await list<Metric>(subject.app, 'metrics');
    // This database holds the content seed only: no published startups, posts, events or people to count.
    expect(metrics.map(({ key, value, durationSeconds }) => ({ key, value, durationSeconds }))).toEqual([
      { key: 'startups', value: 0, durationSeconds: 2 },
      { key: 'projects', value: 0, durationSeconds: 2.5 },
      { key: 'internships', value: 0, durationSeconds: 3 },
      { key: 'events', value: 0, durationSeconds: 2 },
      { key: 'people', value: 0, durationSeconds: 2.5 },
    ]);
    expect(metrics.map((metric) => metric.label)).toEqual([
      'Startups',
      'Projects',
      'Internships',
      'Events held',
      'People registered',
    ]);
  });
});

describe('site content without demo content', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ seedDemoContent: false });
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('answers every list empty', async () => {
    for (const what of ['team', 'mentors', 'programs', 'slides', 'metrics']) {
      expect(await list(subject.app, what), what).toEqual([]);
    }
  });
});

describe('seeding runs once', () => {
  it('does not seed again when the app is built a second time on the same database, and keeps data across a restart', async () => {
    const database = await createTestDatabase();
    const config = testConfig(database.settings, { seedDemoContent: true });
    try {
      const first = await buildApp(config, { logger: false });
      const before = await snapshot(first);
      await first.close();

      expect(before.team).toHaveLength(8);
      expect(before.mediaAssets).toBeGreaterThan(0);

      const second = await buildApp(config, { logger: false });
      try {
        expect(await snapshot(second)).toEqual(before);
        // The same pictures are still served after the restart.
        await expectServedWebp(second, before.team[0]!.image);
      } finally {
        await second.close();
      }

      // A restart that does not ask for demo content keeps what is there.
      const third = await buildApp({ ...config, seedDemoContent: false }, { logger: false });
      try {
        expect(await snapshot(third)).toEqual(before);
      } finally {
        await third.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('seeds exactly once when called concurrently', async () => {
    const subject = await createTestApp({ seedDemoContent: false });
    try {
      const results = await Promise.all([seedDemoContent(subject.app.db), seedDemoContent(subject.app.db)]);
      expect(results.sort()).toEqual([false, true]);
      expect(await seedDemoContent(subject.app.db)).toBe(false);

      const state = await snapshot(subject.app);
      expect(state.team).toHaveLength(8);
      expect(state.programs).toHaveLength(3);
      expect(state.slides).toHaveLength(4);
      expect(state.metrics).toHaveLength(5);
      const referenced = new Set(
        [...state.team, ...state.mentors, ...state.slides].map((item) => item.image!.src.split('/')[2]),
      );
      expect(state.mediaAssets).toBe(referenced.size);
    } finally {
      await subject.close();
    }
  });

  it('seeds exactly once when two server processes seed the same database at the same moment', async () => {
    // The schema exists (as it would once any instance has started); both processes then race to seed.
    const subject = await createTestApp({ seedDemoContent: false });
    try {
      const tsx = path.resolve('node_modules/.bin/tsx');
      const script = path.resolve('src/server/test-support/seed-process.ts');
      const settings = JSON.stringify(subject.config.database);
      const outputs = await Promise.all(
        [1, 2].map(() => run(tsx, [script, settings], { cwd: path.resolve('.'), timeout: 60_000 })),
      );
      const results = outputs.map(({ stdout }) => (JSON.parse(stdout.trim()) as { seeded: boolean }).seeded);
      expect(results.sort()).toEqual([false, true]);

      const state = await snapshot(subject.app);
      expect(state.team).toHaveLength(8);
      expect(state.mentors.length).toBeGreaterThan(0);
      expect(state.programs).toHaveLength(3);
      expect(state.slides).toHaveLength(4);
      expect(state.metrics).toHaveLength(5);
      const referenced = new Set(
        [...state.team, ...state.mentors, ...state.slides].map((item) => item.image!.src.split('/')[2]),
      );
      expect(state.mediaAssets).toBe(referenced.size);
    } finally {
      await subject.close();
    }
  });
});
