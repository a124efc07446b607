import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#server/config';
import { HttpError } from '#server/lib/http-error';
import { registerErrorHandler } from './error-handler';
import { PERMISSIONS_POLICY, registerSecurityHeaders, securityHeaderOptions } from './security-headers';

const CONFIGS: Record<string, Config> = {
  development: loadConfig({}),
  production: loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://innovation.example.edu',
    SMTP_URL: 'smtp://mail.example.edu:587',
    MAIL_FROM: 'Innovation & Incubation Centre <no-reply@innovation.example.edu>',
    ADMIN_EMAILS: 'admin@example.edu',
  }),
  'Google sign-in': loadConfig({ GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com' }),
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await register(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new HttpError(400, 'Bad');
  });
  const answers = [];
  for (const url of ['/json', '/fails', '/missing']) {
    const { date: _date, ...headers } = (await app.inject({ method: 'GET', url })).headers;
    answers.push(headers);
  }
  await app.close();
  return answers;
}

describe('security headers worked out once', () => {
  it.each(Object.keys(CONFIGS))(
    'are exactly what @fastify/helmet sends per request, plus the Permissions-Policy (%s settings)',
    async (name) => {
      const config = CONFIGS[name]!;
      const precomputed = await headersOf((app) => registerSecurityHeaders(app, config));
      const perRequest = await headersOf(async (app) => {
        await app.register(helmet, securityHeaderOptions(config));
      });
      // helmet writes no Permissions-Policy: the one header added to what it sends.
      expect(precomputed).toEqual(
        perRequest.map((headers) => ({ ...headers, 'permissions-policy': PERMISSIONS_POLICY })),
      );
      expect(precomputed[0]!['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('send HSTS only in production', async () => {
    const [production] = await headersOf((app) => registerSecurityHeaders(app, CONFIGS.production!));
    const [development] = await headersOf((app) => registerSecurityHeaders(app, CONFIGS.development!));
    expect(production!['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(development!['strict-transport-security']).toBeUndefined();
  });
});
