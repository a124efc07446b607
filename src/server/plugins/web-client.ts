import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newsPagePath } from '#common/news-constants';
import { ADMIN_PATH, ADMIN_TABS, PAGE_ROUTES, isPageRoute } from '#common/routes';
import { startupPagePath } from '#common/startups-constants';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#common/seo';
import type { Config } from '#server/config';
import { loadPartnerList } from '#server/features/content';
import {
  eventHead,
  eventPreviewHtml,
  findEventForPage,
  injectBody,
  injectHead,
} from '#server/features/events';
import {
  centreToday,
  findNewsForPage,
  loadNewsList,
  newsHead,
  newsListStructuredData,
  newsPreviewHtml,
} from '#server/features/news';
import {
  findStartupForPage,
  loadPortfolio,
  portfolioStructuredData,
  startupHead,
  startupPreviewHtml,
} from '#server/features/startups';
import { noBody, rawBody } from '#server/lib/responses';
import { createLivePages, loadPageRenderer } from './live-pages';
import { registerStaticFiles } from './static-files';

interface HtmlDocument {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><main><h1>The site has not been built yet</h1><p>Run <code>npm run build</code>, or start with <code>npm start</code>, which builds when needed.</p></main></body></html>`;

function compress(html: string): HtmlDocument {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

/** Where the build writes a page's prerendered HTML; the shell serves routes rendered only in the browser. */
export function pageFile(pagesDir: string, routePath: string): string {
  return path.join(pagesDir, routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`);
}

/**
 * The build does not know the site's address: canonical and sharing URLs carry a placeholder
 * that becomes PUBLIC_URL here, once, when the pages are loaded (docs/product.md#search-engines).
 */
function readPage(file: string, publicUrl: string): string {
  return fs.readFileSync(file, 'utf8').replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, publicUrl);
}

function loadPages(
  pagesDir: string,
  publicUrl: string,
): {
  pages: Map<string, HtmlDocument>;
  pageHtml: Map<string, string>;
  shell: HtmlDocument;
  shellHtml: string;
} {
  const pages = new Map<string, HtmlDocument>();
  const pageHtml = new Map<string, string>();
  const shellFile = path.join(pagesDir, '_shell.html');
  const shellHtml = fs.existsSync(shellFile) ? readPage(shellFile, publicUrl) : NOT_BUILT_HTML;
  const shell = compress(shellHtml);
  for (const route of PAGE_ROUTES) {
    const file = pageFile(pagesDir, route.path);
    if (!fs.existsSync(file)) continue;
    const html = readPage(file, publicUrl);
    pageHtml.set(route.path, html);
    pages.set(route.path, compress(html));
  }
  return { pages, pageHtml, shell, shellHtml };
}

/** Per-request pages are compressed quickly rather than as small as possible. */
function compressFast(html: string): HtmlDocument {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(raw, { level: 6 }),
  };
}

/** Pages answer prerendered or shell HTML, sent as bytes. */
const htmlPage = { schema: { response: { 200: rawBody('text/html') } } };

function sendHtml(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(document.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(document.gzip);
  return reply.send(document.raw);
}

/**
 * Serves the built SPA: files from memory (hashed assets cached for a year), pages as prerendered HTML
 * (kept in memory, compressed once), and every unknown path redirected to `/`.
 */
export async function registerWebClient(app: FastifyInstance, config: Config): Promise<void> {
  const pagesDir = path.join(path.dirname(config.clientDir), 'pages');
  const { pages, pageHtml, shell, shellHtml } = loadPages(pagesDir, config.publicUrl);
  // The portfolio, the news and the partners are rendered with their data at request time, so their HTML
  // holds the startups, posts and partners themselves (docs/decisions/030-public-pages-rendered-with-their-data.md). Without a
  // built renderer (a site built before it, some tests) they keep their build-time HTML and previews.
  const renderer = await loadPageRenderer(path.dirname(config.clientDir), app.log);
  const live = renderer ? createLivePages(renderer, compressFast) : null;
  const today = () => centreToday(config.centreTimezone);
  /** A page's build-time HTML with more structured data in its head. */
  const withHeadData = (page: string, script: string) =>
    page.replace(
      '</head>',
      () => `    ${script}
  </head>`,
    );

  registerStaticFiles(app, config.clientDir);

  const livePages: Record<string, (request: FastifyRequest, template: string) => Promise<HtmlDocument>> = {
    '/startups': async (request, template) => {
      const portfolio = await loadPortfolio(app.db);
      const page = withHeadData(template, portfolioStructuredData(portfolio, config.publicUrl));
      return live!(page, request.url, { portfolio });
    },
    '/news': async (request, template) => {
      const news = await loadNewsList(app.db, today());
      const page = withHeadData(template, newsListStructuredData(news, config.publicUrl));
      return live!(page, request.url, { news });
    },
    '/partners': async (request, template) =>
      live!(template, request.url, { partners: await loadPartnerList(app.db) }),
  };
  for (const route of PAGE_ROUTES) {
    const renderLive = livePages[route.path];
    const template = pageHtml.get(route.path);
    app.get(route.path, htmlPage, async (request, reply) => {
      if (live && renderLive && template)
        return sendHtml(request, reply, await renderLive(request, template));
      return sendHtml(request, reply, pages.get(route.path) ?? shell);
    });
  }
  // A shareable event page: the shell with the event's own title, description, link-preview tags and
  // structured data in its head, and the event itself in its body until the app renders the page.
  app.get<{ Params: { id: string } }>(
    '/events/:id(^\\d{1,12}$)',
    { schema: { response: { 200: rawBody('text/html'), 302: noBody } } },
    async (request, reply) => {
      const event = await findEventForPage(app.db, request.params.id);
      if (!event) return reply.redirect('/events', 302);
      const head = eventHead(event, config.publicUrl, config.centreTimezone);
      const html = injectBody(injectHead(shellHtml, head), eventPreviewHtml(event));
      return sendHtml(request, reply, compressFast(html));
    },
  );
  // A news post's page: its own head (Open Graph article, schema.org Article) and the post, rendered from
  // Markdown on the server, in the app's own markup (or as a preview without a renderer). Drafts and unknown
  // addresses go to the list.
  app.get<{ Params: { slug: string } }>(
    '/news/:slug',
    { schema: { response: { 200: rawBody('text/html'), 302: noBody } } },
    async (request, reply) => {
      const post = await findNewsForPage(app.db, request.params.slug, today());
      if (!post) return reply.redirect('/news', 302);
      const page = injectHead(shellHtml, newsHead(post, config.publicUrl));
      if (live)
        return sendHtml(request, reply, await live(page, newsPagePath(post.slug), { newsPost: post }));
      const html = injectBody(page, newsPreviewHtml(post));
      return sendHtml(request, reply, compressFast(html));
    },
  );
  // A startup's page in the portfolio, built the same way as a post's (Open Graph, schema.org Organization);
  // an unpublished or unknown startup goes to the list.
  app.get<{ Params: { slug: string } }>(
    '/startups/:slug',
    { schema: { response: { 200: rawBody('text/html'), 302: noBody } } },
    async (request, reply) => {
      const startup = await findStartupForPage(app.db, request.params.slug);
      if (!startup) return reply.redirect('/startups', 302);
      const page = injectHead(shellHtml, startupHead(startup, config.publicUrl));
      if (live) return sendHtml(request, reply, await live(page, startupPagePath(startup.slug), { startup }));
      const html = injectBody(page, startupPreviewHtml(startup));
      return sendHtml(request, reply, compressFast(html));
    },
  );
  // Admin tabs render in the browser after the server has confirmed the visitor is an admin.
  for (const tab of ADMIN_TABS) {
    app.get(`${ADMIN_PATH}/${tab.slug}`, htmlPage, (request, reply) => sendHtml(request, reply, shell));
  }
  // One event's check-in page at the door (docs/product.md#check-in-page), the same way.
  app.get(`${ADMIN_PATH}/events/:id(^\\d{1,12}$)/check-in`, htmlPage, (request, reply) =>
    sendHtml(request, reply, shell),
  );

  // Applying on the site to one internship or project (docs/product.md#applications-on-the-site).
  for (const list of ['internships', 'projects'])
    app.get(`/${list}/:id(^\\d{1,12}$)/apply`, htmlPage, (request, reply) => sendHtml(request, reply, shell));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const serverOwned = ['/api', '/media', '/assets'].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (!isRead || serverOwned) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (isPageRoute(pathname)) {
      const canonical = pathname.replace(/\/+$/, '') || '/';
      return reply.redirect(canonical, 301);
    }
    // docs/product.md#unknown-addresses: any unknown path sends the user home.
    return reply.redirect('/', 302);
  });
}
