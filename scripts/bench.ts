// Benchmark, not a test: the production server on loopback under 100 concurrent connections,
// compared with a bare Fastify "hello" server measured in the same run on the same machine.
// Run: npm run bench   (DURATION=seconds per route, CONNECTIONS=… change the load)
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareBenchDatabase } from './bench-support/bench-data';
import {
  ensureBuilt,
  makeDataDir,
  startHelloServer,
  startProductionServer,
  type ChildServer,
} from './bench-support/production-server';
import { freePort } from '#server/test-support/smtp-test-server';
import fs from 'node:fs';

const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const EVENTS = 50;
const INTERNSHIPS = 10_000;
const PROJECTS = 10_000;
/** ONLY=text measures only the routes whose label contains it, e.g. ONLY=?q= */
const ONLY = process.env.ONLY ?? '';

interface Measured {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  bytesPerRequest: number;
  errors: number;
}

/**
 * autocannon appends every body chunk to a string, decoding it as UTF-8: for a binary picture
 * that costs the client more than the server's whole answer. Nothing here reads bodies.
 */
function discardBodies(client: { pipelinedRequests: { addBody: (data: Buffer) => void } }) {
  client.pipelinedRequests.addBody = () => {};
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string> = {},
  expectStatus = 200,
  connections = CONNECTIONS,
): Promise<Measured> {
  const check = await fetch(url, { headers });
  if (check.status !== expectStatus) throw new Error(`${label}: ${url} answered ${check.status}`);
  const options = { url, headers, connections, setupClient: discardBodies };
  await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: DURATION });
  const wrongStatus = result.non2xx - (expectStatus === 304 ? result['3xx'] : 0);
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts + wrongStatus,
  };
}

const dataDir = makeDataDir('bench-api-');
const servers: ChildServer[] = [];
try {
  await ensureBuilt();
  const sqliteFile = path.join(dataDir, 'centre.sqlite');
  const { mediaPath, posterToken } = await prepareBenchDatabase(sqliteFile, {
    events: EVENTS,
    internships: INTERNSHIPS,
    projects: PROJECTS,
  });
  // Nothing listens there: the mail worker only ever finds the outbox empty.
  const smtpUrl = `smtp://127.0.0.1:${await freePort()}`;

  const hello = await startHelloServer();
  servers.push(hello);
  const site = await startProductionServer({ sqliteFile, smtpUrl });
  servers.push(site);
  const etag = (await fetch(`${site.baseUrl}/api/events`)).headers.get('etag') ?? '';
  const browser = { 'accept-encoding': 'gzip, deflate, br' };

  console.log(
    `${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per route; ` +
      `${EVENTS} events, ${INTERNSHIPS} approved internships, ${PROJECTS} approved projects\n`,
  );
  const rssBefore = site.rssMb();
  const indexHtml = await (await fetch(`${site.baseUrl}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
  if (!script) throw new Error('No script found in the home page');
  const routes: [
    label: string,
    url: string,
    headers?: Record<string, string>,
    status?: number,
    connections?: number,
  ][] = [
    ['GET /api/events (br, as browsers ask)', `${site.baseUrl}/api/events`, browser],
    ['GET /api/events (no Accept-Encoding)', `${site.baseUrl}/api/events`],
    ['GET /api/events (If-None-Match → 304)', `${site.baseUrl}/api/events`, { 'if-none-match': etag }, 304],
    ['GET /api/internships?q=intern', `${site.baseUrl}/api/internships?q=intern`],
    ['GET /api/projects?q=drone', `${site.baseUrl}/api/projects?q=drone`],
    ['GET / (prerendered, br)', `${site.baseUrl}/`, browser],
    ['GET /assets/index-….js (br)', `${site.baseUrl}${script}`, browser],
    [
      // One poster opening their inbox, one request after another: the latency a person meets.
      'GET /api/my/posts (50 posts, 5,000 applications; 1 connection)',
      `${site.baseUrl}/api/my/posts`,
      { authorization: `Bearer ${posterToken}` },
      200,
      1,
    ],
    [`GET ${mediaPath.replace(/[0-9a-f-]{36}/, '<key>')}`, `${site.baseUrl}${mediaPath}`],
  ];
  // Other processes share the machine, so the reference is measured again right before each
  // route and the ratio compares the two neighbours, not figures minutes apart.
  const rows: { route: Measured; reference: Measured }[] = [];
  for (const [label, url, headers, status, connections] of routes.filter(([label]) => label.includes(ONLY))) {
    const reference = await measure('reference', `${hello.baseUrl}/`);
    rows.push({ reference, route: await measure(label, url, headers, status, connections) });
  }

  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'ref req/s', 'vs ref', 'KB/req', 'errors'];
  const table = rows.map(({ route, reference }) => [
    route.label,
    route.requestsPerSecond.toFixed(0),
    String(route.p50),
    String(route.p99),
    reference.requestsPerSecond.toFixed(0),
    (route.requestsPerSecond / reference.requestsPerSecond).toFixed(2),
    (route.bytesPerRequest / 1024).toFixed(1),
    String(route.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const references = rows.map((row) => row.reference);
  const refP = (pick: (m: Measured) => number) => references.map(pick).sort((a, b) => a - b);
  console.log(
    `Reference (bare Fastify, {"hello":"world"}), ${references.length} runs: ` +
      `${refP((m) => m.requestsPerSecond)[0]!.toFixed(0)}–${refP((m) => m.requestsPerSecond)
        .at(-1)!
        .toFixed(0)} req/s, ` +
      `p50 ${refP((m) => m.p50)[0]}–${refP((m) => m.p50).at(-1)} ms, p99 ${refP((m) => m.p99)[0]}–${refP((m) => m.p99).at(-1)} ms\n`,
  );
  console.log(line(header));
  for (const cells of table) console.log(line(cells));
  console.log(
    `\nServer RSS: ${rssBefore.toFixed(0)} MB before, ${site.rssMb().toFixed(0)} MB after the runs`,
  );

  for (const { route, reference } of rows.filter((row) => row.route.label.includes('?q='))) {
    const ratio = route.requestsPerSecond / reference.requestsPerSecond;
    console.log(
      `Target ${route.label} ≥ 0.3 × reference: ${ratio >= 0.3 ? 'met' : 'MISSED'} (${ratio.toFixed(2)} ×)`,
    );
  }
  for (const { route } of rows.filter((row) => row.route.label.startsWith('GET /api/my/posts')))
    console.log(
      `Target ${route.label} p97.5 < 50 ms (stricter than p95): ${route.p97_5 < 50 ? 'met' : 'MISSED'} (p97.5 ${route.p97_5} ms, p99 ${route.p99} ms)`,
    );
  if (!rows[0]!.route.label.startsWith('GET /api/events')) process.exit(0);
  const { route: events, reference } = rows[0]!;
  const ratio = events.requestsPerSecond / reference.requestsPerSecond;
  const verdict = ratio >= 0.5 && events.p99 < 50 ? 'met' : 'MISSED';
  console.log(
    `Target GET /api/events ≥ 0.5 × reference and p99 < 50 ms: ${verdict} ` +
      `(${ratio.toFixed(2)} ×, p99 ${events.p99} ms)`,
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
