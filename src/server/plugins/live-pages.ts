import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageData, PageRenderer } from '#common/page-data';
import { PAGE_STATE_ID } from '#common/seo';
import { jsonForScript } from '#server/lib/page-head';

/**
 * The page renderer the build leaves in dist/render (scripts/build.ts), or null when the site has not been
 * built with one: the pages then fall back to their build-time HTML and server-written previews.
 */
export async function loadPageRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const file = path.join(distDir, 'render', 'entry-prerender.js');
  if (!fs.existsSync(file)) return null;
  try {
    const renderer = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    return typeof renderer.renderWithData === 'function' ? (renderer as PageRenderer) : null;
  } catch (error) {
    log.error(
      { err: error },
      'The page renderer could not be loaded; public pages show their build-time HTML',
    );
    return null;
  }
}

/** Puts the rendered app into the page's root element and its query cache into a JSON data block. */
export function withRenderedApp(page: string, html: string, state: unknown): string {
  const dataBlock = `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
  return page
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_match, end: string) => `<div id="root">${html}</div>${end}`,
    )
    .replace(/<\/body>/, () => `${dataBlock}\n  </body>`);
}

/** How many rendered pages are kept; query strings (the portfolio's filters) make each address its own. */
const CACHE_SIZE = 32;

/**
 * Renders pages with their data at request time (docs/decisions/030-public-pages-rendered-with-their-data.md).
 * A page is rendered again only when its address, template or data changed: the last few are kept.
 */
export function createLivePages<Page>(
  renderer: PageRenderer,
  finish: (html: string) => Page,
): (template: string, url: string, data: PageData) => Promise<Page> {
  const cache = new Map<string, Page>();
  return async (template, url, data) => {
    const key = createHash('sha256')
      .update(url)
      .update('\0')
      .update(template)
      .update('\0')
      .update(JSON.stringify(data))
      .digest('hex');
    const kept = cache.get(key);
    if (kept) {
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
    const { html, state } = await renderer.renderWithData(url, data);
    const page = finish(withRenderedApp(template, html, state));
    cache.set(key, page);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return page;
  };
}
