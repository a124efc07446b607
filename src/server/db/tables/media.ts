import type { Insertable, Selectable, Updateable } from 'kysely';

// Uploaded pictures, re-encoded into widths (migration 0001).

export interface MediaAssetsTable {
  key: string;
  created_at: string;
}
export type MediaAssetRow = Selectable<MediaAssetsTable>;
export type NewMediaAssetRow = Insertable<MediaAssetsTable>;
export type MediaAssetUpdate = Updateable<MediaAssetsTable>;

export interface MediaVariantsTable {
  asset_key: string;
  width: number;
  height: number;
  content_type: string;
  bytes: Buffer;
}
export type MediaVariantRow = Selectable<MediaVariantsTable>;
export type NewMediaVariantRow = Insertable<MediaVariantsTable>;
export type MediaVariantUpdate = Updateable<MediaVariantsTable>;

export interface MediaTables {
  media_assets: MediaAssetsTable;
  media_variants: MediaVariantsTable;
}
