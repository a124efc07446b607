// Benchmark, not a test: 1,000 certificate PDFs (docs/product.md#certificates) downloaded one after another
// through the real route, as holders would, half with a Latin and half with a Devanagari name, with a logo and
// a signature on the certificate (docs/performance.md#certificate-pdfs). Reports the time, the PDFs a
// second, the size and the process's peak resident memory; fails over a minute or if memory keeps growing.
// Run: npm run bench:certificates   (CERTIFICATES=…)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '#server/app';
import { newCertificateCode } from '#server/modules/certificates';
import { signIn } from '#server/test-support/sign-in';
import { testConfig } from '#server/test-support/test-app';
import { insertUsers } from '#server/test-support/user-rows';

const CERTIFICATES = Number(process.env.CERTIFICATES ?? 1_000);
const LIMIT_MS = 60_000;
const ADMIN = 'bench.admin@iic.example.edu';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-certificates-'));
const app = await buildApp(
  { ...testConfig({ kind: 'sqlite', file: path.join(dir, 'bench.sqlite') }), adminEmails: [ADMIN] },
  {
    logger: false,
  },
);
await app.ready();
let failed = false;
try {
  const admin = await signIn(app, ADMIN);
  const now = new Date().toISOString();
  await app.db.insertInto('media_assets').values({ key: 'bench-event', created_at: now }).execute();
  const event = await app.db
    .insertInto('events')
    .values({
      name: 'Hardware hackathon 2026',
      description: 'Two days of building.',
      category: 'hackathon',
      image_key: 'bench-event',
      start_date: '2026-10-10',
      end_date: '2026-10-11',
      location: 'Lab 2',
      attendees: CERTIFICATES,
      registration_link: '',
      registration_mode: 'site',
      registration_opens_at: null,
      registration_closes_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/certificate`,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: {
      title: 'Certificate of participation',
      signatory_name: 'Dr. Kavita Rao',
      signatory_role: 'Director',
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  for (const picture of ['logo', 'signature']) {
    const png = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#0f4c81' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${picture}.png`);
    const request = new Request('http://localhost/', { method: 'PUT', body: form });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/certificate/${picture}`,
      headers: { ...admin.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    if (put.statusCode !== 200) throw new Error(put.body);
  }
  const names = Array.from({ length: CERTIFICATES }, (_, index) =>
    index % 2 ? `Ananya Iyer ${index}` : `प्रिया शर्मा ${index}`,
  );
  const ids = await insertUsers(
    app.db,
    names.map((name, index) => ({ email: `holder${index}@example.org`, name })),
    now,
  );
  const certificates = await app.db
    .insertInto('event_certificates')
    .values(
      ids.map((userId, index) => ({
        event_id: event.id,
        user_id: userId,
        code: newCertificateCode(),
        shown_name: names[index]!,
        issued_at: now,
        revoked_at: null,
        reissued_at: null,
      })),
    )
    .returning('id')
    .execute();

  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const rssAt: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const [index, certificate] of certificates.entries()) {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/certificates/${certificate.id}/pdf`,
      headers: admin.headers,
    });
    if (answer.statusCode !== 200) throw new Error(answer.body);
    bytes += answer.rawPayload.length;
    if ((index + 1) % (CERTIFICATES / 10) === 0) rssAt.push(process.memoryUsage().rss);
  }
  const elapsed = performance.now() - started;
  clearInterval(sample);
  const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
  console.log(
    `${CERTIFICATES} PDFs in ${(elapsed / 1000).toFixed(1)} s (${(CERTIFICATES / (elapsed / 1000)).toFixed(0)}/s, ` +
      `${(elapsed / CERTIFICATES).toFixed(1)} ms each), ${(bytes / CERTIFICATES / 1024).toFixed(1)} KiB each; ` +
      `peak RSS ${mb(peak)} MB; RSS at each tenth ${rssAt.map(mb).join(', ')} MB`,
  );
  if (elapsed > LIMIT_MS) {
    console.error(`Over the minute: ${(elapsed / 1000).toFixed(1)} s`);
    failed = true;
  }
  // Bounded: the second half of the run may not grow the process by more than the first tenth's level plus 64 MB.
  if (rssAt.at(-1)! > rssAt[0]! + 64 * 1024 * 1024) {
    console.error('Memory kept growing through the run');
    failed = true;
  }
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
