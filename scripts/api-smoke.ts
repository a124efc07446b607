// The API smoke tests: a few requests over HTTP to a running site, any address, to tell at once whether a
// deployment (or a build started on another Node release) serves its pages, API and mail. Run:
//   npm run smoke -- <base URL> [--email <address>]
// With --email the sign-in step asks for a code mailed to that address (a real mail on a real site); without
// it that step only checks that a bad address is refused. `npm run check:production` and
// tests/e2e/api-smoke.spec.ts run them with their own SMTP test server, so the mailed code is also used.
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { signInResultSchema, userProfileSchema } from '#common/auth';
import { eventListSchema } from '#common/events';
import { eventPagePath } from '#common/events-constants';
import { newsListSchema } from '#common/news';

export interface SmokeOptions {
  baseUrl: string;
  /** Sign in with a mailed code; `readCode` (when the caller can read that mailbox) completes the sign-in. */
  signIn?: { email: string; readCode?: (email: string) => Promise<string> };
  /** Where each result line goes (console.log by default). */
  log?: (line: string) => void;
}

export interface SmokeResult {
  passed: number;
  failed: number;
  failures: { name: string; error: string }[];
}

interface Check {
  name: string;
  run: () => Promise<void>;
}

async function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, baseUrl), { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
}

async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function expectJson<T>(response: Response, status: number, schema?: z.ZodType<T>): Promise<T> {
  const text = await response.text();
  assert.equal(
    response.status,
    status,
    `status ${response.status}, expected ${status}: ${text.slice(0, 300)}`,
  );
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const body = JSON.parse(text) as unknown;
  return schema ? schema.parse(body) : (body as T);
}

async function expectHtmlPage(response: Response): Promise<string> {
  const html = await response.text();
  assert.equal(response.status, 200, `status ${response.status}`);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(html, /<title>[^<]+<\/title>/, 'the page has a title');
  return html;
}

function smokeChecks(options: SmokeOptions): Check[] {
  const { baseUrl } = options;
  const checks: Check[] = [
    {
      name: 'GET /api/health answers ok with the database checked, never cached',
      run: async () => {
        const response = await get(baseUrl, '/api/health');
        const body = await expectJson<{ status: string; database: string }>(response, 200);
        assert.equal(body.status, 'ok');
        assert.equal(body.database, 'ok');
        assert.equal(response.headers.get('cache-control'), 'no-store');
      },
    },
    {
      name: 'GET / is the prerendered home page, its script served compressed',
      run: async () => {
        const html = await expectHtmlPage(await get(baseUrl, '/', { 'accept-encoding': 'br' }));
        assert.match(html, /<div id="root">\s*<[a-z]/, 'the page arrives rendered, not an empty shell');
        assert.ok(!html.includes('The site has not been built yet'), 'the site is built');
        const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
        assert.ok(script, 'the page loads its script');
        const asset = await get(baseUrl, script, { 'accept-encoding': 'br' });
        assert.equal(asset.status, 200);
        assert.match(asset.headers.get('content-type') ?? '', /javascript/);
        assert.equal(asset.headers.get('content-encoding'), 'br');
        assert.ok((await asset.arrayBuffer()).byteLength > 0);
      },
    },
    {
      name: 'GET /api/events lists the events; an event has its own page',
      run: async () => {
        const list = await expectJson(await get(baseUrl, '/api/events'), 200, eventListSchema);
        const event = list.items[0];
        if (!event) return;
        const html = await expectHtmlPage(await get(baseUrl, eventPagePath(event.id)));
        assert.ok(html.includes(eventPagePath(event.id)), 'the page names its own address (canonical)');
      },
    },
    {
      name: 'GET /events is a page',
      run: async () => {
        await expectHtmlPage(await get(baseUrl, '/events'));
      },
    },
    {
      name: 'GET /api/news lists the news; /news and the Atom feed answer',
      run: async () => {
        await expectJson(await get(baseUrl, '/api/news'), 200, newsListSchema);
        await expectHtmlPage(await get(baseUrl, '/news'));
        const feed = await get(baseUrl, '/news.xml');
        assert.equal(feed.status, 200);
        assert.match(await feed.text(), /<feed[\s>]/);
      },
    },
    {
      name: 'GET /sitemap.xml and /robots.txt answer for search engines',
      run: async () => {
        const sitemap = await get(baseUrl, '/sitemap.xml');
        assert.equal(sitemap.status, 200);
        assert.match(await sitemap.text(), /<urlset[\s>]/);
        const robots = await get(baseUrl, '/robots.txt');
        assert.equal(robots.status, 200);
        assert.match(await robots.text(), /Sitemap: /);
      },
    },
    {
      name: 'an unknown API route answers 404 in JSON',
      run: async () => {
        const body = await expectJson<{ message?: string }>(await get(baseUrl, '/api/no-such-route'), 404);
        assert.equal(typeof body.message, 'string');
      },
    },
    {
      name: 'POST /api/auth/send-otp refuses a malformed address with 400 and a message',
      run: async () => {
        const response = await postJson(baseUrl, '/api/auth/send-otp', { email: 'not an address' });
        const body = await expectJson<{ message?: string }>(response, 400);
        assert.equal(typeof body.message, 'string');
      },
    },
  ];
  const signIn = options.signIn;
  if (signIn)
    checks.push({
      name: signIn.readCode
        ? 'signing in with a mailed code gives a session that GET /api/me accepts'
        : 'POST /api/auth/send-otp mails a sign-in code',
      run: async () => {
        const sent = await postJson(baseUrl, '/api/auth/send-otp', { email: signIn.email });
        await expectJson(sent, 200);
        if (!signIn.readCode) return;
        // The code is bound to the client that asked for it: its attempt cookie goes with the code
        // (docs/decisions/034-codes-bound-to-the-client.md).
        const attempt = sent.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0]!)
          .join('; ');
        const otp = await signIn.readCode(signIn.email);
        const result = await expectJson(
          await postJson(
            baseUrl,
            '/api/auth/verify-otp',
            { email: signIn.email, otp },
            { prefer: 'bearer-token', cookie: attempt },
          ),
          200,
          signInResultSchema,
        );
        assert.ok(result.token, 'a bearer token was handed out');
        const me = await expectJson(
          await get(baseUrl, '/api/me', { authorization: `Bearer ${result.token}` }),
          200,
          userProfileSchema,
        );
        assert.equal(me.email, signIn.email.toLowerCase());
      },
    });
  return checks;
}

/** Runs every check (one failing does not stop the others) and prints a line for each, then the counts. */
export async function runApiSmokeTests(options: SmokeOptions): Promise<SmokeResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const result: SmokeResult = { passed: 0, failed: 0, failures: [] };
  for (const check of smokeChecks(options)) {
    const started = Date.now();
    try {
      await check.run();
      result.passed += 1;
      log(`  ✓ ${check.name} (${Date.now() - started} ms)`);
    } catch (error) {
      result.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      result.failures.push({ name: check.name, error: message });
      log(`  ✗ ${check.name}\n      ${message.replace(/\n/g, '\n      ')}`);
    }
  }
  log(`smoke: ${result.passed} passed, ${result.failed} failed`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const baseUrl = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--email');
  const emailAt = args.indexOf('--email');
  const email = emailAt === -1 ? undefined : args[emailAt + 1];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl) || (emailAt !== -1 && !email)) {
    console.error('Usage: npm run smoke -- <base URL, e.g. http://127.0.0.1:3000> [--email <address>]');
    process.exit(1);
  }
  console.log(`API smoke tests against ${baseUrl}`);
  const result = await runApiSmokeTests({ baseUrl, ...(email ? { signIn: { email } } : {}) });
  process.exit(result.failed > 0 ? 1 : 0);
}
