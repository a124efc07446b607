import type { Executor } from '#server/db/database';
import type { ImageVariant } from './image-pipeline';

export async function insertMediaAsset(db: Executor, key: string, variants: ImageVariant[], now: string) {
  await db.insertInto('media_assets').values({ key, created_at: now }).execute();
  await db
    .insertInto('media_variants')
    .values(
      variants.map((variant) => ({
        asset_key: key,
        width: variant.width,
        height: variant.height,
        content_type: variant.contentType,
        bytes: variant.bytes,
      })),
    )
    .execute();
}

export async function findMediaVariant(db: Executor, key: string, width: number) {
  return db
    .selectFrom('media_variants')
    .select(['content_type', 'bytes'])
    .where('asset_key', '=', key)
    .where('width', '=', width)
    .executeTakeFirst();
}

export interface VariantSize {
  asset_key: string;
  width: number;
  height: number;
}

export async function listVariantSizes(db: Executor, keys: string[]): Promise<VariantSize[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('media_variants')
    .select(['asset_key', 'width', 'height'])
    .where('asset_key', 'in', [...new Set(keys)])
    .orderBy('asset_key')
    .orderBy('width')
    .execute();
}

/** Removes a picture and its variants (they cascade). */
export async function deleteMediaAsset(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('media_assets').where('key', '=', key).execute();
}

/** A picture's narrowest variant (a certificate's logo is stored at one width, docs/product.md#certificates). */
export async function findNarrowestMediaVariant(db: Executor, key: string) {
  return db
    .selectFrom('media_variants')
    .select(['content_type', 'bytes'])
    .where('asset_key', '=', key)
    .orderBy('width')
    .executeTakeFirst();
}
