import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';
import {
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_LISTS,
  NOT_FOUND_TITLE,
  notFoundFile,
  PAGE_ROUTES,
} from '#common/routes';
import { PUBLIC_ORIGIN_PLACEHOLDER, SERVER_PREVIEW_ATTRIBUTE, SHARE_IMAGE } from '#common/seo';
import { SITE } from '#common/site';
import { hashBuildInputs, isPartCurrent, SERVER_BUILD, SITE_BUILD, writeBuildStamp } from './build-inputs';
import { buildServer } from './build-server';
import { withNodeEnv } from './with-node-env';

const root = process.cwd();
const clientDir = path.join(root, 'dist/client');
// The page renderer: used here for every prerendered route, and kept for the server, which renders the
// portfolio and the news with their data at request time (docs/decisions/030-public-pages-rendered-with-their-data.md).
const prerenderDir = path.join(root, 'dist/render');
const pagesDir = path.join(root, 'dist/pages');

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );
}

function pageFile(routePath: string): string {
  return path.join(pagesDir, routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`);
}

interface HeadRoute {
  path: string;
  prerender: boolean;
  canonical?: string;
}

/** The centre as search engines describe it (schema.org Organization), on the home page only. */
function organizationJsonLd(): string {
  const origin = PUBLIC_ORIGIN_PLACEHOLDER;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    alternateName: SITE.shortName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    email: SITE.email,
    telephone: SITE.phone,
    address: { '@type': 'PostalAddress', streetAddress: SITE.address, addressCountry: 'IN' },
    parentOrganization: { '@type': 'CollegeOrUniversity', name: SITE.institute },
    sameAs: SITE.social.map((link) => link.href),
  };
  // `<` escaped so no text in the data can close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Title and description for every page; canonical URL, Open Graph and Twitter card for the public
 * (prerendered) ones, which search engines and link previews see. Account and admin pages are
 * kept out of the index. Absolute URLs carry PUBLIC_ORIGIN_PLACEHOLDER (see web-client.ts).
 */
function headFor(route: HeadRoute | null, title: string, description: string): string {
  const fullTitle =
    title === SITE.name
      ? title
      : title.startsWith('Innovate.')
        ? `${SITE.name} | ${title}`
        : `${title} | ${SITE.name}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  // The shell (route null) serves pages other features describe themselves, e.g. an event's page.
  if (!route) return tags.join('\n    ');
  if (!route.prerender) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const canonical = route.canonical ?? route.path;
  const url = `${PUBLIC_ORIGIN_PLACEHOLDER}${canonical === '/' ? '/' : canonical}`;
  const image = `${PUBLIC_ORIGIN_PLACEHOLDER}${SHARE_IMAGE.path}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  tags.push(
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SHARE_IMAGE.alt),
  );
  if (route.path === '/') tags.push(organizationJsonLd());
  // Feed readers and browsers find the news feed from the list page (docs/product.md#news).
  if (route.path === '/news')
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${SITE.name}: News`)}" href="${PUBLIC_ORIGIN_PLACEHOLDER}/news.xml" />`,
    );
  return tags.join('\n    ');
}

/** Compressed copies of every built file, which the server loads into memory at start. */
function precompress(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|txt|json|webmanifest|xml)$/.test(name)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  }
}

export async function buildSite(): Promise<void> {
  const started = Date.now();
  const inputs = hashBuildInputs(SITE_BUILD, root);
  // Vite follows NODE_ENV, and test runners set it to "test": that would ship React's development build.
  await withNodeEnv('production', async () => {
    await build({ root, mode: 'production', logLevel: 'warn' });
    await build({
      root,
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: 'src/web/entry-prerender.tsx',
        outDir: prerenderDir,
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
  });

  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const { render } = (await import(pathToFileURL(path.join(prerenderDir, 'entry-prerender.js')).href)) as {
    render: (url: string) => Promise<string>;
  };

  fs.rmSync(pagesDir, { recursive: true, force: true });
  fs.mkdirSync(pagesDir, { recursive: true });
  for (const route of PAGE_ROUTES) {
    const head = headFor(route, route.title, route.description);
    const body = route.prerender ? await render(route.path) : '';
    fs.mkdirSync(path.dirname(pageFile(route.path)), { recursive: true });
    fs.writeFileSync(pageFile(route.path), template.replace('<!--head-->', head).replace('<!--app-->', body));
  }
  fs.writeFileSync(
    path.join(pagesDir, '_shell.html'),
    template.replace('<!--head-->', headFor(null, SITE.name, SITE.tagline)).replace('<!--app-->', ''),
  );
  // "Page not found", once for any address and once per list it links back to (docs/product.md#unknown-addresses),
  // rendered at an address no route claims. The browser renders it over rather than hydrating it: the same HTML
  // stands for `/events/9999`, whose route is the event's page.
  const notFoundHead = headFor({ path: '', prerender: false }, NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION);
  for (const list of [undefined, ...NOT_FOUND_LISTS]) {
    const body = (await render(`${list?.path ?? ''}/-/not-found`)).replace(
      /<([a-zA-Z][\w-]*)/,
      `<$1 ${SERVER_PREVIEW_ATTRIBUTE}`,
    );
    fs.writeFileSync(
      path.join(pagesDir, notFoundFile(list?.path)),
      template.replace('<!--head-->', notFoundHead).replace('<!--app-->', body),
    );
  }
  // Pages are served from dist/pages; the template must not be reachable as a file.
  fs.rmSync(path.join(clientDir, 'index.html'));
  precompress(clientDir);

  writeBuildStamp(SITE_BUILD, inputs, root);
  console.log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the web client and the server, each only when its sources changed since its last build. */
export async function buildWhatChanged(): Promise<void> {
  for (const [part, buildPart] of [
    [SITE_BUILD, buildSite],
    [SERVER_BUILD, () => buildServer(root)],
  ] as const) {
    if (isPartCurrent(part, root)) continue;
    console.log(`Building the ${part.name} (first build, or its sources changed)…`);
    await buildPart();
  }
}

/** `npm run build` builds both; `--changed` (used by `npm start`) only what changed since the last build. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = process.argv.includes('--changed')
    ? buildWhatChanged()
    : buildSite().then(() => buildServer(root));
  work.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
