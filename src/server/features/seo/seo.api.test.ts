import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH, PAGE_ROUTES } from '#common/routes';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#common/seo';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/database';
import { pngBytes } from '#server/features/content/content-test-support';
import { processImage } from '#server/modules/media/image-pipeline';
import { insertMediaAsset } from '#server/modules/media/repository';

/** An event row as the events feature stores it. */
async function insertEvent(db: Database, updatedAt: string): Promise<number> {
  const key = randomUUID();
  await insertMediaAsset(db, key, await processImage(await pngBytes(320, 240)), updatedAt);
  const row = await db
    .insertInto('events')
    .values({
      name: 'Demo Day',
      description: 'Startups pitch.',
      category: 'workshop',
      image_key: key,
      start_date: '2030-01-10',
      end_date: '2030-01-10',
      location: 'Hall A',
      attendees: 100,
      registration_link: 'https://example.com/register',
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const PUBLIC_URL = 'https://iic.example.edu';
const ACCOUNT_PATHS = [
  '/profile',
  '/application-status',
  '/my/posts',
  '/post-idea',
  '/post-project',
  '/post-internship',
  '/company-verification',
  '/work-profile',
  '/login',
  '/newsletter/one-click-unsubscribe',
];

describe('search engines and sharing', () => {
  let subject: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // A minimal built site, so the page loader's origin substitution can be seen.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-site-'));
    clientDir = path.join(root, 'client');
    fs.mkdirSync(clientDir);
    fs.mkdirSync(path.join(root, 'pages'));
    fs.writeFileSync(
      path.join(root, 'pages', 'index.html'),
      `<html><head><link rel="canonical" href="${PUBLIC_ORIGIN_PLACEHOLDER}/" /><script type="application/ld+json">{"url":"${PUBLIC_ORIGIN_PLACEHOLDER}/"}</script></head></html>`,
    );
    subject = await createTestApp({ publicUrl: PUBLIC_URL, clientDir });
  });
  afterAll(async () => {
    await subject?.close();
    fs.rmSync(path.dirname(clientDir), { recursive: true, force: true });
  });

  it('writes the public address into prerendered pages', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(response.body).toContain(`{"url":"${PUBLIC_URL}/"}`);
    expect(response.body).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
  });

  it('lists every public page and every event in sitemap.xml, and no admin or account page', async () => {
    const first = await insertEvent(subject.app.db, '2030-01-02T03:04:05.000Z');
    const second = await insertEvent(subject.app.db, '2030-02-03T04:05:06.000Z');
    const response = await subject.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const publicRoutes = PAGE_ROUTES.filter((route) => route.prerender && !('canonical' in route)).map(
      (route) => `${PUBLIC_URL}${route.path === '/' ? '/' : route.path}`,
    );
    // One address per list: the older internships address points search engines at the new one.
    expect(locs).toContain(`${PUBLIC_URL}/internships`);
    expect(locs).not.toContain(`${PUBLIC_URL}/internship-opportunities`);
    expect(publicRoutes.length).toBeGreaterThan(10);
    expect(locs).toEqual([
      ...publicRoutes,
      `${PUBLIC_URL}/events/${first}`,
      `${PUBLIC_URL}/events/${second}`,
    ]);
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/events/${second}</loc><lastmod>2030-02-03T04:05:06.000Z</lastmod></url>`,
    );
    for (const privatePath of [ADMIN_PATH, ...ACCOUNT_PATHS]) {
      expect(locs, privatePath).not.toContain(`${PUBLIC_URL}${privatePath}`);
    }
  });

  it('keeps account pages out in robots.txt without naming the admin area, and points to the sitemap', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const privatePath of ['/api/', ...ACCOUNT_PATHS]) {
      expect(lines, privatePath).toContain(`Disallow: ${privatePath}`);
    }
    // Parsers that take the first matching rule would read a leading `Allow: /` as "everything".
    expect(lines.filter((line) => line.startsWith('Allow:'))).toEqual([]);
    expect(response.body).not.toContain(ADMIN_PATH);
    // Nothing public is blocked.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const route of PAGE_ROUTES.filter((candidate) => candidate.prerender)) {
      expect(
        disallowed.some((prefix) => route.path.startsWith(prefix)),
        route.path,
      ).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('publishes /.well-known/security.txt (RFC 9116) with the configured contact', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      response.body
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields.Contact).toBe(`mailto:${subject.config.centreInbox}`);
    expect(fields.Canonical).toBe(`${PUBLIC_URL}/.well-known/security.txt`);
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
    const other = await createTestApp({ securityContact: 'https://iic.example.edu/security' });
    try {
      const body = (await other.app.inject({ method: 'GET', url: '/.well-known/security.txt' })).body;
      expect(body).toMatch(/^Contact: https:\/\/iic\.example\.edu\/security$/m);
    } finally {
      await other.close();
    }
  });

  it('serves a valid web app manifest whose icons exist at their stated sizes', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(response.body) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Innovation & Incubation Centre',
      short_name: 'IIC',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = path.join('public', icon.src);
      expect(fs.existsSync(file), icon.src).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
      expect(`image/${metadata.format}`).toBe(icon.type);
    }
  });

  it('ships the share image and the icons index.html links to', async () => {
    const share = await sharp(path.join('public', 'og-image.png')).metadata();
    expect([share.width, share.height]).toEqual([1200, 630]);
    const html = fs.readFileSync('index.html', 'utf8');
    for (const href of [
      ...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]!)) {
      if (href === '/manifest.webmanifest') continue;
      expect(fs.existsSync(path.join('public', href)), href).toBe(true);
    }
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect((await sharp(path.join('public', 'apple-touch-icon.png')).metadata()).width).toBe(180);
  });
});

describe('pages rendered with their data (docs/decisions/030-public-pages-rendered-with-their-data.md)', () => {
  let subject: TestApp;
  let root: string;
  beforeAll(async () => {
    // A built site whose renderer writes back what it was given, so what the server hands it can be seen.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-pages-'));
    for (const dir of ['client', 'pages', 'render']) fs.mkdirSync(path.join(root, dir));
    const page = (body: string) =>
      `<html><head><title>Startups</title>\n  </head><body><div id="root">${body}</div>\n  </body></html>`;
    fs.writeFileSync(path.join(root, 'pages', 'startups.html'), page('<div class="animate-pulse"></div>'));
    fs.writeFileSync(path.join(root, 'pages', 'news.html'), page('<div class="animate-pulse"></div>'));
    fs.writeFileSync(path.join(root, 'pages', 'partners.html'), page('<div class="animate-pulse"></div>'));
    fs.writeFileSync(path.join(root, 'pages', 'programs.html'), page('<div class="animate-pulse"></div>'));
    fs.writeFileSync(path.join(root, 'pages', '_shell.html'), page(''));
    fs.writeFileSync(
      path.join(root, 'render', 'entry-prerender.js'),
      `export async function renderWithData(url, data) {
        const names = (data.portfolio?.items ?? []).map((item) => item.name)
          .concat((data.news ?? []).map((post) => post.title), data.startup?.name ?? [], data.newsPost?.title ?? [])
          .concat((data.partners ?? []).map((partner) => partner.name))
          .concat((data.faq ?? []).map((entry) => entry.question));
        return { html: '<main>' + url + ': ' + names.join(', ') + '</main>', state: { queries: names.length } };
      }`,
    );
    subject = await createTestApp({ publicUrl: PUBLIC_URL, clientDir: path.join(root, 'client') });
    const now = new Date().toISOString();
    await subject.app.db
      .insertInto('startups')
      .values({
        slug: 'krishi-sense',
        name: 'Krishi <Sense>',
        logo_key: null,
        pitch: 'Soil sensors.',
        sector: 'Agritech',
        stage: 'Seed',
        website: '',
        founded_year: null,
        status: 'active',
        funding_raised: null,
        jobs: null,
        cohort_id: null,
        cohort_label: 'Alumni',
        application_id: null,
        published: 1,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await subject?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('renders the portfolio with its startups, their schema.org Organizations and the cache to hydrate from', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/startups?sector=Agritech' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main>/startups?sector=Agritech: Krishi <Sense></main></div>',
    );
    expect(response.body).not.toContain('animate-pulse');
    expect(response.body).toContain('<script type="application/json" id="page-state">{"queries":1}</script>');
    const [, json] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(response.body)!;
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, item: { '@type': 'Organization', name: 'Krishi <Sense>' } }],
    });
    expect(json).not.toContain('<');
  });

  it('renders a startup page with the startup, its head and schema.org Organization', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/startups/krishi-sense' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>/startups/krishi-sense: Krishi <Sense></main>');
    expect(response.body).toContain(
      '<title>Krishi &lt;Sense&gt; | Innovation &amp; Incubation Centre</title>',
    );
    expect(response.body).toContain('"@type":"Organization"');
    expect(response.body).toContain('<meta property="og:title" content="Krishi &lt;Sense&gt;" />');
    // Without a logo, the link preview still has a picture: the site's share image.
    expect(response.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png" />`);
    expect((await subject.app.inject({ method: 'GET', url: '/startups/no-such-startup' })).statusCode).toBe(
      404,
    );
  });

  it('renders /partners with its partners and the cache to hydrate from', async () => {
    await subject.app.db
      .insertInto('partners')
      .values({
        name: 'Kaveri <Seed> Fund',
        kind: 'investor',
        url: 'https://kaveri.example.org',
        image_key: null,
        position: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await subject.app.inject({ method: 'GET', url: '/partners' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main>/partners: Kaveri <Seed> Fund</main></div>');
    expect(response.body).not.toContain('animate-pulse');
    expect(response.body).toContain('<script type="application/json" id="page-state">{"queries":1}</script>');
  });

  it('renders /programs with its questions, so the FAQ and its FAQPage data need no script', async () => {
    await subject.app.db
      .insertInto('faq_entries')
      .values({
        category: 'programmes',
        question: 'Who can <apply>?',
        answer: 'Students and alumni.',
        position: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await subject.app.inject({ method: 'GET', url: '/programs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main>/programs: Who can <apply>?</main></div>');
    expect(response.body).toContain('<script type="application/json" id="page-state">{"queries":1}</script>');
  });

  it('renders /news with its posts, and again once the data changes', async () => {
    const empty = await subject.app.inject({ method: 'GET', url: '/news' });
    expect(empty.body).toContain('<main>/news: </main>');
    const now = new Date().toISOString();
    await subject.app.db
      .insertInto('news_posts')
      .values({
        slug: 'first-cohort',
        title: 'The first cohort',
        summary: 'Eight teams.',
        body: 'Eight teams join.',
        image_key: null,
        status: 'published',
        published_on: '2020-01-01',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const response = await subject.app.inject({ method: 'GET', url: '/news' });
    expect(response.body).toContain('<main>/news: The first cohort</main>');
    expect(response.body).toContain('"@type":"Article"');
    const post = await subject.app.inject({ method: 'GET', url: '/news/first-cohort' });
    expect(post.body).toContain('<main>/news/first-cohort: The first cohort</main>');
  });
});
