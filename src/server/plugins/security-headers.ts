import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** DESIGN.md §6: strict CSP with no inline script, nosniff, no framing, HSTS in production. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Google's sign-in button loads its script, styles and frame from accounts.google.com.
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
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
  });
}
