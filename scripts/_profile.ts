import { launchChromium } from '../tests/e2e/support/chromium';
const url = process.argv[2]!;
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const deltas = profile.timeDeltas!;
profile.samples!.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
const agg = new Map<string, number>();
for (const [id, t] of self) {
  const n: any = byId.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  agg.set(key, (agg.get(key) ?? 0) + t / 1000);
}
const byUrl = new Map<string, number>();
for (const [k, v] of agg) { const u = k.split(' ')[1]!.split(':')[0]!; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k}=${v.toFixed(1)}`).join('  '));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(7), k);
