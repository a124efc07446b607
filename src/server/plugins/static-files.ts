import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendCompressed } from '#server/lib/compressed-body';
import { noBody, rawBody } from '#server/lib/responses';
import { matchesEtag } from '#server/lib/etag';

export interface StaticFile {
  raw: Buffer;
  /** The build's precompressed siblings (`.br`, `.gz`), when it wrote them. */
  br: Buffer | null;
  gzip: Buffer | null;
  contentType: string;
  etag: string;
  cacheControl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

function readIfExists(file: string): Buffer | null {
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

/**
 * Every file of the built client (a couple of MB), keyed by URL path, read once at start-up.
 * Hashed assets are cached for a year; other files (icons) for an hour.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  for (const file of listFiles(root)) {
    if (/\.(br|gz)$/.test(file)) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    const raw = fs.readFileSync(file);
    const hashed = relative.startsWith('assets/');
    files.set(`/${relative}`, {
      raw,
      br: readIfExists(`${file}.br`),
      gzip: readIfExists(`${file}.gz`),
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
      cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    });
  }
  return files;
}

/** Serves the built client's files from memory: no file is opened or re-read per request. */
export function registerStaticFiles(app: FastifyInstance, root: string): void {
  for (const [url, file] of loadStaticFiles(root)) {
    app.get(
      url,
      { schema: { response: { 200: rawBody(file.contentType), 304: noBody } } },
      (request, reply) => {
        reply.header('etag', file.etag).header('cache-control', file.cacheControl);
        if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
        reply.type(file.contentType);
        if (!file.br && !file.gzip) return reply.send(file.raw);
        return sendCompressed(request, reply, file);
      },
    );
  }
}
