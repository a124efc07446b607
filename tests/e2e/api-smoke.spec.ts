import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeIn } from '#server/test-support/smtp-test-server';
import { runApiSmokeTests } from '../../scripts/api-smoke';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

// The API smoke tests (scripts/api-smoke.ts, which CI also runs on Node 24 against a production install) against
// the compiled server in production mode, so they are known to pass wherever the build is right.
let site: SiteWithMail;

beforeAll(async () => {
  site = await startSiteWithMail({
    adminEmails: ['admin@iic.example.edu'],
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://localhost',
      MAIL_FROM: 'Innovation & Incubation Centre <no-reply@iic.example.edu>',
    },
  });
});
afterAll(async () => {
  await site?.stop();
});

it('pass against the compiled server in production mode, signing in with the mailed code', async () => {
  const lines: string[] = [];
  const result = await runApiSmokeTests({
    baseUrl: site.baseUrl,
    signIn: { email: 'Smoke.Test@example.org', readCode: async (email) => codeIn(await site.mailbox(email)) },
    log: (line) => lines.push(line),
  });
  expect(result.failures).toEqual([]);
  expect(result.passed).toBe(9);
  expect(lines.at(-1)).toBe('smoke: 9 passed, 0 failed');
});
