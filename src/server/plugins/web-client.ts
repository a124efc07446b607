import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageData } from '#common/page-data';
import {
  ADMIN_PATH,
  ADMIN_TABS,
  NOT_FOUND_LISTS,
  NOT_FOUND_TITLE,
  PAGE_ROUTES,
  isPageRoute,
  notFoundFile,
  notFoundList,
} from '#common/routes';
import { SITE } from '#common/site';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#common/seo';
import type { Config } from '#server/config';
import { injectBody, injectHead } from '#server/lib/page-head';
import { noBody, rawBody } from '#server/lib/responses';
import { createLivePages, loadPageRenderer } from './live-pages';
import { weakEtag } from './revalidation';
import { registerStaticFiles } from './static-files';

interface HtmlDocument {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A weak validator over `raw`: a revisit with it gets 304 (src/server/plugins/revalidation.ts). */
  etag: string;
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><main><h1>The site has not been built yet</h1><p>Run <code>npm run build</code>, or start with <code>npm start</code>, which builds when needed.</p></main></body></html>`;

/** "Page not found" when the site has not been built with its own (docs/product.md#unknown-addresses). */
function notBuiltNotFound(listPath?: string): string {
  const list = NOT_FOUND_LISTS.find((candidate) => candidate.path === listPath);
  const back = list ? ` or to <a href="${list.path}">${list.label}</a>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${NOT_FOUND_TITLE} | ${SITE.name.replace('&', '&amp;')}</title>
<meta name="robots" content="noindex"></head>
<body><main><h1>${NOT_FOUND_TITLE}</h1><p>Go back <a href="/">to home</a>${back}.</p></main></body></html>`;
}

function compress(html: string): HtmlDocument {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
    etag: weakEtag(raw),
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
  notFound: Map<string, HtmlDocument>;
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
  // "Page not found": one for any address (key ''), one per list it links back to.
  const notFound = new Map<string, HtmlDocument>();
  for (const listPath of ['', ...NOT_FOUND_LISTS.map((list) => list.path)]) {
    const file = path.join(pagesDir, notFoundFile(listPath || undefined));
    const html = fs.existsSync(file) ? readPage(file, publicUrl) : notBuiltNotFound(listPath || undefined);
    notFound.set(listPath, compress(html));
  }
  return { pages, pageHtml, shell, shellHtml, notFound };
}

/** Per-request pages are compressed quickly rather than as small as possible. */
function compressFast(html: string): HtmlDocument {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(raw, { level: 6 }),
    etag: weakEtag(raw),
  };
}

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * A page the app renders for a signed-in person (an admin tab, applying): the shell with the page's own title
 * and `noindex`, so neither a tab's title nor a search engine sees a generic page (docs/product.md#search-engines).
 */
function appPage(shellHtml: string, title: string): HtmlDocument {
  const head = [
    `<title>${escapeText(`${title} | ${SITE.name}`)}</title>`,
    `<meta name="description" content="${escapeText(SITE.tagline)}" />`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  return compress(injectHead(shellHtml.replace(/\s*<meta name="robots"[^>]*>/, ''), head));
}

/** Pages answer prerendered or shell HTML, sent as bytes. */
const htmlPage = { schema: { response: { 200: rawBody('text/html') } } };

function sendHtml(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', document.etag)
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(document.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(document.gzip);
  return reply.send(document.raw);
}

/** A page rendered with its data at request time: the data, and structured data for its head if any. */
export type LivePage = () => Promise<{ data: PageData; headData?: string }>;

/** One item's own page (an event, a news post, a startup): its head, and its body while the app loads. */
export interface ItemPage {
  head: string;
  /** The item's HTML for the shell's root element when the page cannot be rendered with the app. */
  preview: string;
  /** The address and data to render the page with the app, when the item's page is rendered so. */
  live?: { path: string; data: PageData };
}

/**
 * What the web client asks the features for; src/server/web-pages.ts gathers it, so that this plugin
 * imports no feature (docs/architecture.md#layers-and-what-may-import-what).
 */
export interface WebClientPages {
  /** Pages rendered with their data at request time, by path (docs/decisions/030-public-pages-rendered-with-their-data.md). */
  live: Record<string, LivePage>;
  /** The item pages: a route with one `:param` and the lookup; an unknown item answers "page not found". */
  items: { route: string; find: (param: string) => Promise<ItemPage | undefined> }[];
}

/**
 * Serves the built SPA: files from memory (hashed assets cached for a year), pages as prerendered HTML
 * (kept in memory, compressed once), and "page not found" with 404 for every unknown path.
 */
export async function registerWebClient(
  app: FastifyInstance,
  config: Config,
  sources: WebClientPages,
): Promise<void> {
  const pagesDir = path.join(path.dirname(config.clientDir), 'pages');
  const { pages, pageHtml, shell, shellHtml, notFound } = loadPages(pagesDir, config.publicUrl);
  /** "Page not found" with status 404, linking back to the list the address belongs to (docs/product.md#unknown-addresses). */
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    sendHtml(request, reply.code(404), notFound.get(notFoundList(pathname)?.path ?? '') ?? notFound.get('')!);
  // The portfolio, the news and the partners are rendered with their data at request time, so their HTML
  // holds the startups, posts and partners themselves (docs/decisions/030-public-pages-rendered-with-their-data.md). Without a
  // built renderer (a site built before it, some tests) they keep their build-time HTML and previews.
  const renderer = await loadPageRenderer(path.dirname(config.clientDir), app.log);
  const live = renderer ? createLivePages(renderer, compressFast) : null;
  /** A page's build-time HTML with more structured data in its head. */
  const withHeadData = (page: string, script: string) =>
    page.replace(
      '</head>',
      () => `    ${script}
  </head>`,
    );

  registerStaticFiles(app, config.clientDir);

  for (const route of PAGE_ROUTES) {
    const renderLive = sources.live[route.path];
    const template = pageHtml.get(route.path);
    app.get(route.path, htmlPage, async (request, reply) => {
      if (live && renderLive && template) {
        const { data, headData } = await renderLive();
        const page = headData ? withHeadData(template, headData) : template;
        return sendHtml(request, reply, await live(page, request.url, data));
      }
      return sendHtml(request, reply, pages.get(route.path) ?? shell);
    });
  }
  // An item's shareable page (an event, a news post, a startup): the shell with the item's own title,
  // description, link-preview tags and structured data in its head, and the item in its body — rendered with
  // the app where the item's page is, a server-written preview until the app renders it otherwise. Unknown
  // or hidden items (drafts, unpublished startups) answer "page not found" with 404.
  for (const item of sources.items) {
    app.get<{ Params: Record<string, string> }>(
      item.route,
      { schema: { response: { 200: rawBody('text/html'), 404: rawBody('text/html') } } },
      async (request, reply) => {
        const found = await item.find(Object.values(request.params)[0] ?? '');
        if (!found) return sendNotFound(request, reply, request.url.split('?')[0] ?? '/');
        const page = injectHead(shellHtml, found.head);
        if (live && found.live)
          return sendHtml(request, reply, await live(page, found.live.path, found.live.data));
        return sendHtml(request, reply, compressFast(injectBody(page, found.preview)));
      },
    );
  }
  // Admin tabs render in the browser after the server has confirmed the visitor is an admin; each is sent with
  // its own title and kept out of search engines, like every page that is not public.
  for (const tab of ADMIN_TABS) {
    const page = appPage(shellHtml, `${tab.label} · Admin`);
    app.get(`${ADMIN_PATH}/${tab.slug}`, htmlPage, (request, reply) => sendHtml(request, reply, page));
  }
  // The earlier Applications List lives on in Calls and reviews (docs/product.md#admin-pages): old links go there.
  app.get(`${ADMIN_PATH}/applications`, { schema: { response: { 301: noBody } } }, (_request, reply) =>
    reply.redirect(`${ADMIN_PATH}/calls`, 301),
  );
  // One event's check-in page at the door (docs/product.md#check-in-page), the same way.
  const checkIn = appPage(shellHtml, 'Check-in · Admin');
  app.get(`${ADMIN_PATH}/events/:id(^\\d{1,12}$)/check-in`, htmlPage, (request, reply) =>
    sendHtml(request, reply, checkIn),
  );

  // The page a feedback mail links to (docs/product.md#event-feedback): its token is checked by the API, not here.
  const feedback = appPage(shellHtml, 'Event feedback');
  app.get('/feedback/:token', htmlPage, (request, reply) => sendHtml(request, reply, feedback));

  // Applying on the site to one internship or project (docs/product.md#applications-on-the-site).
  for (const [list, title] of [
    ['internships', 'Apply for an internship'],
    ['projects', 'Apply to a project'],
  ] as const) {
    const page = appPage(shellHtml, title);
    app.get(`/${list}/:id(^\\d{1,12}$)/apply`, htmlPage, (request, reply) => sendHtml(request, reply, page));
  }

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
    // docs/product.md#unknown-addresses: any other unknown path answers "page not found" with 404.
    return sendNotFound(request, reply, pathname);
  });
}
