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

/**
 * Turns rows into what a page shows, each with its picture's reference (null when it has none or the picture is
 * gone), looking all the pictures up in one query.
 */
export async function withImageRefs<Row, View>(
  db: Executor,
  rows: Row[],
  keyOf: (row: Row) => string | null,
  toView: (row: Row, image: ImageRef | null) => View,
): Promise<View[]> {
  const images = await loadImageRefs(db, rows.map(keyOf));
  return rows.map((row) => {
    const key = keyOf(row);
    return toView(row, (key && images.get(key)) || null);
  });
}
