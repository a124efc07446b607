import { describe, expect, it } from 'vitest';
import type { AdminNewsPost, NewsPost, NewsSummary } from '#common/news';
import { seedDemoNews, DEMO_NEWS } from '#server/db/seed/demo-news';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { pngBytes } from '#server/features/content/content-test-support';
import { renderMarkdown } from './markdown';
import { centreToday } from './today';

const ADMIN = 'news-admin@iic.example.edu';
const {
  t,
  people: { admin, user },
} = useMailTestApp({ adminEmails: [ADMIN] }, { admin: ADMIN, user: 'news-reader@student.example.edu' });

const post = {
  title: 'Twelve startups join the cohort',
  slug: 'twelve-startups',
  summary: 'Twelve teams begin twelve months at the centre.',
  body: '## Who\n\n- Five **deep-tech** teams\n\nSee the [programmes](/programs).',
  status: 'published',
  publishedOn: '2026-03-10',
};

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  cover?: Buffer,
  as = admin,
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (cover) data.append('photo', new Blob([new Uint8Array(cover)]), 'cover.png');
  const request = new Request('http://x', { method: 'POST', body: data });
  return t.app.inject({
    method,
    url,
    headers: { ...as.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const publicList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/news' })).json<{ items: NewsSummary[] }>().items;
const adminList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/news', headers: admin.headers })).json<{
    items: AdminNewsPost[];
  }>().items;

describe('Markdown (docs/product.md#news)', () => {
  it('renders Markdown but never raw HTML, scripts or unsafe links', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)',
        '[ok](https://example.org) [home](/programs) [mail](mailto:a@example.org)',
        '![pic](https://example.org/x.png)',
        '<a href="javascript:alert(1)">raw</a>',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script|<img|<a href="javascript|<[^>]*onerror|href="data:|href="vbscript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.org" rel="nofollow noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="/programs">home</a>');
    expect(html).toContain('<a href="mailto:a@example.org">mail</a>');
  });
  it("puts the post's headings under the page's title without skipping a level", () => {
    const html = renderMarkdown(['## Who they are', '#### Sectors', '## What comes next'].join('\n\n'));
    expect(html.match(/<h\d>[^<]*/g)).toEqual(['<h2>Who they are', '<h3>Sectors', '<h2>What comes next']);
    expect(renderMarkdown('###### Deep')).toBe('<h2>Deep</h2>\n');
  });
});

describe('news posts', () => {
  it('an admin publishes a post with a cover; the list, the post, the page, the feed and the sitemap show it', async () => {
    const created = await send('POST', '/api/news', post, await pngBytes(1200, 675));
    expect(created.statusCode, created.body).toBe(201);

    const [listed] = await publicList();
    expect(listed).toMatchObject({ slug: post.slug, title: post.title, publishedOn: post.publishedOn });
    expect(listed!.cover!.src).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.webp$/);

    const one = await t.app.inject({ method: 'GET', url: `/api/news/${post.slug}` });
    expect(one.statusCode).toBe(200);
    expect(one.json<NewsPost>().bodyHtml).toContain('<li>Five <strong>deep-tech</strong> teams</li>');

    const feed = await t.app.inject({ method: 'GET', url: '/news.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="');
    expect(feed.body).toContain('&lt;li&gt;Five &lt;strong&gt;deep-tech&lt;/strong&gt; teams&lt;/li&gt;');
    expect(feed.body).toContain(`/news/${post.slug}</id>`);
    expect(feed.body).toContain('<published>2026-03-10T00:00:00Z</published>');

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/news/${post.slug}</loc>`);

    const page = await t.app.inject({ method: 'GET', url: `/news/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${post.title} | `);
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain('<meta property="og:image" content="');
    expect(page.body).toContain('"@type":"Article"');
    expect(page.body).toContain('<li>Five <strong>deep-tech</strong> teams</li>');
  });

  it('keeps drafts out of the list, the post route, the page, the feed and the sitemap', async () => {
    const draft = { ...post, slug: 'secret-draft', title: 'Secret draft', status: 'draft' };
    expect((await send('POST', '/api/news', draft)).statusCode).toBe(201);
    expect((await publicList()).map((item) => item.slug)).not.toContain('secret-draft');
    expect((await t.app.inject({ method: 'GET', url: '/api/news/secret-draft' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/news/secret-draft' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Page not found | ');
    expect(page.body).not.toContain('Secret draft');
    expect((await t.app.inject({ method: 'GET', url: '/news.xml' })).body).not.toContain('secret-draft');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('secret-draft');
    // The admin sees it, and publishing it makes it public.
    const [mine] = (await adminList()).filter((item) => item.slug === 'secret-draft');
    expect(mine).toMatchObject({ status: 'draft', body: post.body });
    const published = await send('PUT', `/api/news/${mine!.id}`, { ...draft, status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicList()).map((item) => item.slug)).toContain('secret-draft');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'news.publish', subject_type: 'news_post' });
  });

  it('keeps a post dated later hidden until its day in the centre, then shows it everywhere', async () => {
    const later = { ...post, slug: 'scheduled-post', title: 'Scheduled post', publishedOn: '2099-06-01' };
    expect((await send('POST', '/api/news', later)).statusCode).toBe(201);
    const hidden = async () => {
      expect((await publicList()).map((item) => item.slug)).not.toContain('scheduled-post');
      expect((await t.app.inject({ method: 'GET', url: '/api/news/scheduled-post' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/news/scheduled-post' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/news.xml' })).body).not.toContain('scheduled-post');
      expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
        'scheduled-post',
      );
    };
    await hidden();
    // Its day comes (the admin moves it to today in the centre): it is public at once.
    const [mine] = (await adminList()).filter((item) => item.slug === 'scheduled-post');
    expect(mine).toMatchObject({ status: 'published', publishedOn: '2099-06-01' });
    const today = centreToday(t.app.config.centreTimezone);
    const moved = await send('PUT', `/api/news/${mine!.id}`, { ...later, publishedOn: today });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await publicList()).map((item) => item.slug)).toContain('scheduled-post');
    expect((await t.app.inject({ method: 'GET', url: '/news/scheduled-post' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/news.xml' })).body).toContain('/news/scheduled-post');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      '/news/scheduled-post</loc>',
    );
  });

  it("counts the day in the centre's zone, not the server's", () => {
    // 18:30 UTC on 9 March is midnight on 10 March in India.
    expect(centreToday('Asia/Kolkata', new Date('2030-03-09T18:29:59Z'))).toBe('2030-03-09');
    expect(centreToday('Asia/Kolkata', new Date('2030-03-09T18:30:00Z'))).toBe('2030-03-10');
    expect(centreToday('UTC', new Date('2030-03-09T18:30:00Z'))).toBe('2030-03-09');
  });

  it('refuses a taken address, a bad address and a bad date, saving nothing', async () => {
    const before = await adminList();
    const taken = await send('POST', '/api/news', post);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fieldErrors: { slug: 'Another post already uses this address' } });
    for (const fields of [
      { ...post, slug: 'Has Spaces' },
      { ...post, slug: '../etc' },
      { ...post, publishedOn: '10/03/2030' },
      { ...post, status: 'scheduled' },
      { ...post, body: 'x'.repeat(20_001) },
    ]) {
      expect((await send('POST', '/api/news', fields)).statusCode, JSON.stringify(fields).slice(0, 80)).toBe(
        400,
      );
    }
    expect(await adminList()).toEqual(before);
  });

  it('shows markup typed in a title or summary as text in the page, its head and structured data, and the feed; without a cover the preview takes the site picture', async () => {
    const hostile = {
      ...post,
      slug: 'hostile-post',
      title: 'A "quoted" title </title><script>alert(1)</script>',
      summary: '<img src=x onerror=alert(1)> & "more" </script>',
    };
    expect((await send('POST', '/api/news', hostile)).statusCode).toBe(201);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const page = await get('/news/hostile-post');
    for (const [where, text] of [
      ['page', page],
      ['list', await get('/news')],
      ['feed', await get('/news.xml')],
    ] as const) {
      expect(text, where).not.toContain('<script>alert');
      expect(text, where).not.toContain('<img src=x');
    }
    expect(page).toContain('<meta property="og:title" content="A &quot;quoted&quot; title &lt;/title&gt;');
    // A post without a cover previews with the site's share image.
    expect(page).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png" \/>/);
    expect(page).toMatch(/<h1[^>]*>A &quot;quoted&quot; title &lt;\/title&gt;&lt;script&gt;/);
    // The JSON-LD holds the words as typed, with no "<" that could end its script element early.
    const [, json] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)!;
    expect(JSON.parse(json!)).toMatchObject({ headline: hostile.title, description: hostile.summary });

    const { id } = (await adminList()).find((item) => item.slug === 'hostile-post')!;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
  });

  it('is written by admins only, and deleting a post removes its cover', async () => {
    expect((await send('POST', '/api/news', { ...post, slug: 'by-user' }, undefined, user)).statusCode).toBe(
      403,
    );
    const [first] = (await adminList()).filter((item) => item.slug === post.slug);
    const key = first!.cover!.src.split('/')[2]!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/news/${first!.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/news/${post.slug}` })).statusCode).toBe(404);
    expect(
      await t.app.db.selectFrom('media_assets').select('key').where('key', '=', key).executeTakeFirst(),
    ).toBe(undefined);
  });

  it('seeds demo posts once, the draft kept private', async () => {
    await t.app.db.deleteFrom('news_posts').execute();
    expect(await seedDemoNews(t.app.db)).toBe(true);
    expect(await seedDemoNews(t.app.db)).toBe(false);
    const published = DEMO_NEWS.filter((item) => item.status === 'published').map((item) => item.slug);
    expect((await publicList()).map((item) => item.slug)).toEqual(published);
    expect(await adminList()).toHaveLength(DEMO_NEWS.length);
  });
});
