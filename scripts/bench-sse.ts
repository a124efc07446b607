// Benchmark, not a test: how fast one admin change reaches many open live-update streams.
// CLIENTS plain HTTP streams on GET /api/events/stream of the production server, connected in
// batches; an admin (signed in through the real e-mail code flow, with a local SMTP sink) creates
// an event; every client's delivery time is measured from the start of that admin request.
// Run: npm run bench:sse   (CLIENTS=…, BATCH=… change the sizes)
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import sharp from 'sharp';
import { prepareBenchDatabase } from './bench-support/bench-data';
import {
  BENCH_ADMIN_EMAIL,
  ensureBuilt,
  makeDataDir,
  startProductionServer,
} from './bench-support/production-server';
import { codeIn, mailboxReader, startSmtpTestServer } from '#server/test-support/smtp-test-server';

const CLIENTS = Number(process.env.CLIENTS ?? 2000);
const BATCH = Number(process.env.BATCH ?? 100);
const DELIVERY_TIMEOUT_MS = 30_000;

interface StreamClient {
  ready: Promise<void>;
  /** performance.now() when the first change message arrived. */
  receivedAt: number | null;
  close: () => void;
}

function openStream(url: string, onChange: () => void): StreamClient {
  let closeRequest = () => {};
  const client: StreamClient = { ready: Promise.resolve(), receivedAt: null, close: () => closeRequest() };
  client.ready = new Promise((resolve, reject) => {
    // One socket per client, as 2,000 browsers would have; no EventSource polyfill.
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (/^event: ready$/m.test(message)) resolve();
          if (client.receivedAt === null && /^event: change$/m.test(message)) {
            client.receivedAt = performance.now();
            onChange();
          }
        }
      });
    });
    request.on('error', reject);
    closeRequest = () => request.destroy();
  });
  return client;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function multipartEvent(): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const fields = {
    name: 'Live update benchmark',
    description: 'Created by npm run bench:sse.',
    category: 'seminar',
    start_date: '2030-03-10',
    end_date: '2030-03-10',
    time: '10:00 AM - 1:30 PM',
    location: 'Main auditorium',
    attendees: '120',
    registration_link: 'https://example.org/register',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const dataDir = makeDataDir('bench-sse-');
await ensureBuilt();
const sink = await startSmtpTestServer();
const clients: StreamClient[] = [];
let server: Awaited<ReturnType<typeof startProductionServer>> | null = null;
try {
  // Migrated and seeded beforehand, as a server restarting on its database finds it: rendering the
  // demo pictures on a first start leaves that process larger (see
  // docs/performance.md#api-and-live-update-benchmarks).
  const sqliteFile = path.join(dataDir, 'centre.sqlite');
  await prepareBenchDatabase(sqliteFile, { events: 50, internships: 0 });
  // Every stream comes from this one address: lift the per-address and total caps above the run's size.
  const caps = String(CLIENTS + 100);
  server = await startProductionServer({
    sqliteFile,
    smtpUrl: sink.url,
    env: { EVENT_STREAMS_MAX: caps, EVENT_STREAMS_PER_ADDRESS: caps },
  });
  const { baseUrl } = server;

  // The real sign-in: a code mailed to the admin, read from the local SMTP sink.
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-otp', { email: BENCH_ADMIN_EMAIL });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const code = codeIn(await mailboxReader(sink)(BENCH_ADMIN_EMAIL));
  // The code is bound to the client that asked: its attempt cookie goes back with the try.
  const attempt = sent.headers.getSetCookie().find((cookie) => /^(__Host-)?sign-in-attempt=/.test(cookie));
  const verified = await fetch(`${baseUrl}/api/auth/verify-otp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      prefer: 'bearer-token',
      cookie: (attempt ?? '').split(';')[0]!,
    },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, otp: code }),
  });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  const { token } = (await verified.json()) as { token: string };

  const rssIdle = server.rssMb();
  let received = 0;
  let allReceived = () => {};
  const everyoneHasIt = new Promise<void>((resolve) => (allReceived = resolve));
  const connectStarted = performance.now();
  for (let offset = 0; offset < CLIENTS; offset += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, CLIENTS - offset) }, () =>
      openStream(`${baseUrl}/api/events/stream`, () => {
        received += 1;
        if (received === CLIENTS) allReceived();
      }),
    );
    clients.push(...batch);
    await Promise.all(batch.map((client) => client.ready));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssConnected = server.rssMb();

  const { body, contentType } = await multipartEvent();
  const started = performance.now();
  const created = await fetch(`${baseUrl}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  const answeredAfter = performance.now() - started;
  if (created.status !== 201) throw new Error(`creating the event answered ${created.status}`);
  await Promise.race([everyoneHasIt, new Promise((resolve) => setTimeout(resolve, DELIVERY_TIMEOUT_MS))]);
  const rssDelivered = server.rssMb();

  const times = clients
    .map((client) => (client.receivedAt === null ? null : client.receivedAt - started))
    .filter((time): time is number => time !== null)
    .sort((a, b) => a - b);
  console.log(`${CLIENTS} SSE clients connected in batches of ${BATCH} in ${connectSeconds.toFixed(1)} s`);
  console.log(`Admin POST /api/events answered 201 after ${answeredAfter.toFixed(0)} ms`);
  console.log(`Change received by ${times.length} of ${CLIENTS} clients`);
  if (times.length > 0) {
    console.log(
      `Delivery from the admin request's start: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(0)} ms, first ${times[0]!.toFixed(0)} ms, last ${times[times.length - 1]!.toFixed(0)} ms`,
    );
  }
  console.log(
    `Server RSS: ${rssIdle.toFixed(0)} MB before connecting, ${rssConnected.toFixed(0)} MB with ` +
      `${CLIENTS} streams open, ${rssDelivered.toFixed(0)} MB after the delivery`,
  );
  const p99 = times.length === CLIENTS ? percentile(times, 99) : Number.POSITIVE_INFINITY;
  const peak = Math.max(rssConnected, rssDelivered);
  console.log(
    `Targets p99 < 1 s and memory < 300 MB: ${p99 < 1000 && peak < 300 ? 'met' : 'MISSED'} ` +
      `(p99 ${Number.isFinite(p99) ? `${p99.toFixed(0)} ms` : 'not every client got it'}, peak ${peak.toFixed(0)} MB)`,
  );
} finally {
  for (const client of clients) client.close();
  await server?.stop();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
