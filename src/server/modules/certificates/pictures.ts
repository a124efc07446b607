import sharp from 'sharp';
import type { Executor } from '#server/db/database';
import { findNarrowestMediaVariant } from '#server/modules/media';
import { findPrivateFile } from '#server/modules/private-files';

/** The widths a certificate's pictures are kept at: the PDF prints them at most 180 points wide. */
export const CERTIFICATE_PICTURE_WIDTHS = [480] as const;

/** A stored picture's key never changes its bytes (a new upload is a new key), so the PNGs are kept. */
const cache = new Map<string, Buffer | null>();
const CACHE_SIZE = 32;

function remember(key: string, png: Buffer | null): Buffer | null {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}

/** The logo (a media asset, stored as WebP) as PNG for pdfkit, which draws only PNG and JPEG. */
export async function logoPng(db: Executor, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const cached = cache.get(`logo:${key}`);
  if (cached !== undefined) return cached;
  const variant = await findNarrowestMediaVariant(db, key);
  return remember(`logo:${key}`, variant ? await sharp(Buffer.from(variant.bytes)).png().toBuffer() : null);
}

/** The signature (a private file the server stored as PNG). */
export async function signaturePng(db: Executor, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const cached = cache.get(`signature:${key}`);
  if (cached !== undefined) return cached;
  const file = await findPrivateFile(db, key);
  return remember(`signature:${key}`, file ? Buffer.from(file.bytes) : null);
}

/** A checked picture (WebP from the media pipeline) as the PNG stored for a signature. */
export function toPng(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).png().toBuffer();
}
