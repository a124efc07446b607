import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '#server/lib/compressed-body';
import { matchesEtag } from '#server/lib/etag';

/**
 * Documents a browser, feed reader or calendar asks for again and again: pages, the sitemap, feeds, calendars,
 * the manifest (docs/product.md#search-engines). JSON answers are not among them: they are private per person or
 * kept precompressed by their own cache.
 */
const REVALIDATED_TYPES =
  /^(text\/html|application\/xml|application\/atom\+xml|text\/calendar|application\/manifest\+json)\b/;

/** Below this, compression saves less than the headers it adds. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** A weak validator over the bytes as they are before any encoding: the same document in br or gzip matches. */
export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * One place gives these documents an ETag and answers a matching `If-None-Match` with 304 and no body, and
 * compresses the ones a route sent as plain text, so each route only writes its document. A route that knows
 * its validator already (prerendered pages, built files) sets `etag` itself and keeps it.
 */
export function registerRevalidation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (!REVALIDATED_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const alreadyEncoded = reply.hasHeader('content-encoding');
    if (!reply.hasHeader('etag')) {
      // An encoded body's validator would differ by encoding; routes that encode set their own.
      if (alreadyEncoded) return payload;
      reply.header('etag', weakEtag(payload));
    }
    if (matchesEtag(request.headers['if-none-match'], String(reply.getHeader('etag')).replace(/^W\//, ''))) {
      reply.code(304).removeHeader('content-encoding').removeHeader('content-length');
      return '';
    }
    if (alreadyEncoded) return payload;
    const raw = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (raw.length < MIN_COMPRESSIBLE_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') {
      reply.header('content-encoding', 'br');
      return zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    }
    if (encoding === 'gzip') {
      reply.header('content-encoding', 'gzip');
      return zlib.gzipSync(raw, { level: 6 });
    }
    return payload;
  });
}
