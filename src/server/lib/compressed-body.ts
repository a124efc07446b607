import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A response body kept ready in each encoding a browser may ask for. */
export interface CompressedBody {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Below this, compression saves less than the headers it adds. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** Compresses once (off the main thread) what will be sent many times. */
export async function compressBody(text: string): Promise<CompressedBody> {
  const raw = Buffer.from(text);
  if (raw.length < MIN_COMPRESSIBLE_BYTES) return { raw, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz };
}

/** `br` or `gzip` when the request accepts it (and not with q=0), else null. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends the body in the best encoding the client accepts; the caller sets content-type. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody) {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && body[encoding];
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(body.raw);
}
