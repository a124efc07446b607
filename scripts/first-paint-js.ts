// The JavaScript a page asks for before its first paint: its entry script and the modules it preloads
// (docs/performance.md#front-end-budgets), gzipped at level 9 as the budget counts it. Used by the budget test
// in tests/e2e/home.spec.ts and by `npm run lighthouse`; run alone (`npx tsx scripts/first-paint-js.ts`) it
// prints the figure for every prerendered public page of the last build, from dist/pages.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PAGE_ROUTES } from '#common/routes';

/** Budget per public page, in KB (1,024 bytes) of gzipped JavaScript. */
export const FIRST_PAINT_JS_BUDGET_KB = 100;

/** The script addresses a page's HTML names: its module entry and every modulepreload. */
export function firstPaintScripts(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
}

/** Bytes of the scripts, each gzipped at level 9. */
export function gzippedBytes(bodies: Buffer[]): number {
  return bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).byteLength, 0);
}

function fromBuild(): void {
  const dist = path.resolve('dist');
  const rows = PAGE_ROUTES.filter((route) => route.prerender).map((route) => {
    const file = path.join(dist, 'pages', route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`);
    const scripts = firstPaintScripts(fs.readFileSync(file, 'utf8'));
    const bytes = gzippedBytes(scripts.map((src) => fs.readFileSync(path.join(dist, 'client', src))));
    return { path: route.path, scripts: scripts.length, kb: bytes / 1024 };
  });
  const width = Math.max(...rows.map((row) => row.path.length));
  for (const row of rows)
    console.log(
      `${row.path.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} KB gz  (${row.scripts} scripts)`,
    );
  const over = rows.filter((row) => row.kb > FIRST_PAINT_JS_BUDGET_KB);
  if (over.length > 0) {
    console.log(`Over ${FIRST_PAINT_JS_BUDGET_KB} KB: ${over.map((row) => row.path).join(', ')}`);
    process.exit(1);
  }
  console.log(`Every prerendered public page is within ${FIRST_PAINT_JS_BUDGET_KB} KB.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) fromBuild();
