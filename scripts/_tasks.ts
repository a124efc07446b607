import fs from 'node:fs';
const trace = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8'));
const events = (trace.traceEvents ?? trace) as Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: any }>;
const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const main = new Set(names.map((e) => `${e.pid}:${e.tid}`));
const mainEvents = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
const t0 = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
const tasks = mainEvents.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 10000);
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const kids = new Map<string, number>();
  for (const e of mainEvents) {
    if (e.ts < task.ts || e.ts >= end || e === task) continue;
    if (['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.compileModule', 'MajorGC', 'MinorGC', 'HitTest', 'PrePaint', 'Commit', 'V8.GC_SCAVENGER', 'RunMicrotasks', 'XHRReadyStateChange', 'ResourceReceivedData'].includes(e.name))
      kids.set(e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).slice(-30) : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''), (kids.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  console.log(((task.ts - t0) / 1000).toFixed(0), 'ms  dur', (task.dur! / 1000).toFixed(1), [...kids].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${v.toFixed(1)}`).join(' | '));
}
