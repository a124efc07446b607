import type { ImageRef } from '#common/content';
import type { Executor } from '#server/db/database';
import { listVariantSizes, type VariantSize } from './repository';

/** The width browsers get when they ignore srcset. */
const DEFAULT_WIDTH = 960;

export function mediaUrl(key: string, width: number): string {
  return `/media/${key}/${width}.webp`;
}

export function toImageRef(key: string, sizes: VariantSize[]): ImageRef | null {
  if (sizes.length === 0) return null;
  const largest = sizes[sizes.length - 1]!;
  const fallback = [...sizes].reverse().find((size) => size.width <= DEFAULT_WIDTH) ?? sizes[0]!;
  return {
    src: mediaUrl(key, fallback.width),
    srcSet: sizes.map((size) => `${mediaUrl(key, size.width)} ${size.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/** Looks up the stored sizes of many pictures in one query. */
export async function loadImageRefs(db: Executor, keys: (string | null)[]): Promise<Map<string, ImageRef>> {
  const present = keys.filter((key): key is string => Boolean(key));
  const sizes = await listVariantSizes(db, present);
  const byKey = new Map<string, VariantSize[]>();
  for (const size of sizes) {
    const list = byKey.get(size.asset_key) ?? [];
    list.push(size);
    byKey.set(size.asset_key, list);
  }
  const refs = new Map<string, ImageRef>();
  for (const [key, list] of byKey) {
    const ref = toImageRef(key, list);
    if (ref) refs.set(key, ref);
  }
  return refs;
}
