import fs from 'node:fs';
import { launchChromium } from '../tests/e2e/support/chromium';
const url = process.argv[2]!;
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await browser.stopTracing();
await browser.close();
const trace = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8'));
const events = (trace.traceEvents ?? trace) as Array<{ name: string; ph: string; dur?: number; tid: number; pid: number; args?: any }>;
// main thread: the CrRendererMain thread
const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const main = new Set(names.map((e) => `${e.pid}:${e.tid}`));
const totals = new Map<string, { dur: number; n: number }>();
for (const e of events) {
  if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
  const t = totals.get(e.name) ?? { dur: 0, n: 0 };
  t.dur += (e.dur ?? 0) / 1000; t.n++;
  totals.set(e.name, t);
}
for (const [name, t] of [...totals].sort((a, b) => b[1].dur - a[1].dur).slice(0, 30)) console.log(name.padEnd(40), t.dur.toFixed(1), t.n);
