import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

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

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const mediaTableOwners = {
  media_assets: 'modules/media',
  media_variants: 'modules/media',
} as const satisfies TableOwners<MediaTables>;
