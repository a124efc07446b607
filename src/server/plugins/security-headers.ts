import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '#server/config';

/**
 * The headers @fastify/helmet sends with these options, worked out once. The plugin rebuilds its
 * middleware (and re-parses the CSP) on every request, which cost about a tenth of a small
 * response's time; the headers never change while the server runs.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', (_request, reply) => reply.send('ok'));
    const response = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return response.headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in plain) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export function securityHeaderOptions(config: Config): FastifyHelmetOptions {
  // Google's sign-in button loads its script, styles and frame from accounts.google.com.
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...google.map((host) => `${host}/gsi/client`)],
        'style-src': ["'self'", ...google.map((host) => `${host}/gsi/style`)],
        'img-src': ["'self'", 'data:', ...(google.length ? ['https://lh3.googleusercontent.com'] : [])],
        'frame-src': google.length ? [`${google[0]}/gsi/`] : ["'none'"],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...google.map((host) => `${host}/gsi/`)],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        ...(config.env === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 63_072_000, includeSubDomains: true, preload: false } : false,
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup must be able to answer the page that opened it.
    crossOriginOpenerPolicy: { policy: google.length ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * Powerful browser features the site never uses are off for it and anything it embeds; the camera stays for the
 * site itself, which scans tickets at check-in (docs/product.md#check-in-page). helmet does not write this header.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * docs/product.md#security-rules: strict CSP with no inline script, nosniff, no framing, HSTS in production.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(securityHeaderOptions(config));
  if (!headers['content-security-policy']) throw new Error('The security headers could not be worked out.');
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
