// `npm run lighthouse`: front-end budgets (docs/performance.md#front-end-budgets). Builds the site when its
// sources changed, starts the real server in production mode on a fresh SQLite file with the demo content,
// runs Lighthouse (mobile, default simulated throttling) several times on each public page, prints the scores
// and exits 1 when a page misses its budget. Reports of the median runs are kept in dist/lighthouse/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable } from '../tests/e2e/support/chromium';
import { buildWhatChanged } from './build';
import { FIRST_PAINT_JS_BUDGET_KB, gzippedBytes } from './first-paint-js';
import { LIGHTHOUSE_PAGES } from './lighthouse-pages';
import { COMPILED_SERVER, startServerProcess } from '#server/test-support/server-process';
import { freePort } from '#server/test-support/smtp-test-server';

// LIGHTHOUSE_PAGES=/news,/startups measures only those (a comma-separated list).
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? LIGHTHOUSE_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MINIMUM: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const reportDir = path.resolve('dist/lighthouse');

/** The real server as production runs it; only the database, addresses and mail server are stand-ins. */
async function startProductionServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-lighthouse-'));
  const server = await startServerProcess({
    baseEnv: 'inherit',
    entry: COMPILED_SERVER,
    env: {
      NODE_ENV: 'production',
      // Production insists on https. The browser loads http://localhost:<port>, which it treats as a
      // secure context, so the canonical URLs (https://localhost/…) stay on the same host.
      PUBLIC_URL: 'https://localhost',
      // Nothing listens there: public pages send no mail.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: 'Innovation & Incubation Centre <no-reply@iic.example.edu>',
      ADMIN_EMAILS: 'admin@iic.example.edu',
      DATABASE_URL: '',
      SQLITE_PATH: path.join(dataDir, 'centre.sqlite'),
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
    },
    urlHost: 'localhost',
    // A demo seed on a machine shared with other engineers' tests can take over a minute.
    readyTimeoutMs: 240_000,
  });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Run {
  scores: Record<Category, number>;
  /** Script URLs the page requested before its first contentful paint. */
  scriptsBeforePaint: string[];
  failedAudits: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a shared machine varies). */
  benchmarkIndex: number;
  reports: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

async function runLighthouse(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;

  // Observed (unthrottled) timings: when the browser asked for each script, against when it first painted.
  const network = lhr.audits['network-requests']?.details as
    { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = lhr.audits.metrics?.details as
    { items: Array<{ observedFirstContentfulPaintTs?: number }> } | undefined;
  const startTs = network?.debugData?.networkStartTimeTs;
  const paintTs = metrics?.items[0]?.observedFirstContentfulPaintTs;
  if (startTs === undefined || paintTs === undefined) throw new Error(`${url}: no network or paint timings`);
  const scriptsBeforePaint = (network?.items ?? [])
    .filter(
      (item) =>
        item.resourceType === 'Script' &&
        item.networkRequestTime !== undefined &&
        startTs + item.networkRequestTime * 1000 < paintTs,
    )
    .map((item) => item.url);

  const failedAudits = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${id}: ${audit.id} (${audit.displayValue ?? audit.score}) ${audit.title}`),
  );
  return {
    scores,
    scriptsBeforePaint,
    failedAudits,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    reports: [result.report].flat(),
  };
}

/** The same measure as the budget test in tests/e2e/home.spec.ts: each script gzipped at level 9. */
async function gzippedKb(urls: string[]): Promise<number> {
  const bodies = await Promise.all(
    [...new Set(urls)].map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())),
  );
  return gzippedBytes(bodies) / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

await buildWhatChanged();
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

const server = await startProductionServer();
const chrome = await launch({
  chromePath: await chromiumExecutable(),
  // The browser tests' Chromium, never a download (README.md#two-commands); chrome-launcher gives the browser
  // a fresh temporary profile.
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
  logLevel: 'silent',
});

const problems: string[] = [];
const rows: string[][] = [];
try {
  for (const pathname of PAGES) {
    const url = `${server.baseUrl}${pathname}`;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url, chrome.port));
    const performance = median(runs.map((run) => run.scores.performance));
    const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
      Math.floor(runs.length / 2)
    ]!;
    // The other categories do not depend on timing; the worst run counts.
    const scores: Record<Category, number> = {
      performance,
      accessibility: Math.min(...runs.map((run) => run.scores.accessibility)),
      'best-practices': Math.min(...runs.map((run) => run.scores['best-practices'])),
      seo: Math.min(...runs.map((run) => run.scores.seo)),
    };
    const name = pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-');
    fs.writeFileSync(path.join(reportDir, `${name}.html`), medianRun.reports[0]!);
    fs.writeFileSync(path.join(reportDir, `${name}.json`), medianRun.reports[1]!);

    // Every page has the same budget (docs/performance.md#front-end-budgets); the worst run counts.
    const jsKb = Math.max(...(await Promise.all(runs.map((run) => gzippedKb(run.scriptsBeforePaint)))));
    const jsCell = jsKb.toFixed(1);
    if (jsKb > FIRST_PAINT_JS_BUDGET_KB)
      problems.push(
        `${pathname}: ${jsCell} KB of gzipped JavaScript before first paint (budget ${FIRST_PAINT_JS_BUDGET_KB})`,
      );
    rows.push([
      pathname,
      ...CATEGORIES.map((id) => String(scores[id])),
      runs.map((run) => run.scores.performance).join(' '),
      runs.map((run) => run.benchmarkIndex).join(' '),
      jsCell,
    ]);
    for (const id of CATEGORIES) {
      if (scores[id] < MINIMUM[id])
        problems.push(`${pathname}: ${id} ${scores[id]} (at least ${MINIMUM[id]})`);
    }
    const failed = new Set(runs.flatMap((run) => run.failedAudits));
    for (const audit of failed) console.log(`  ${pathname} ${audit}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = [
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'perf. runs',
  'CPU index',
  'JS before paint KB gz',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(`\nLighthouse ${RUNS} runs per page, mobile, simulated throttling (median performance):`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`Reports of the median runs: ${path.relative(process.cwd(), reportDir)}/`);
if (problems.length > 0) {
  console.log(`\nOver budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page meets its budget.');
