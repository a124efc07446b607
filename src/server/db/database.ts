import type { Generated, Kysely, Transaction } from 'kysely';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface MediaAssetsTable {
  key: string;
  created_at: string;
}

export interface MediaVariantsTable {
  asset_key: string;
  width: number;
  height: number;
  content_type: string;
  bytes: Buffer;
}

export interface TeamMembersTable {
  id: Generated<number>;
  group_name: string;
  name: string;
  role: string;
  image_key: string | null;
  linkedin: string;
  email: string;
  position: number;
  created_at: string;
}

export interface MentorsTable {
  id: Generated<number>;
  name: string;
  image_key: string | null;
  field: string;
  bio: string;
  email: string;
  linkedin: string;
  position: number;
  created_at: string;
}

export interface ProgramsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  duration: string;
  summary: string;
  features_json: string;
  position: number;
}

export interface CarouselSlidesTable {
  id: Generated<number>;
  image_key: string;
  caption: string;
  position: number;
}

export interface MetricsTable {
  key: string;
  label: string;
  value: number;
  duration_seconds: number;
  position: number;
}

export interface DatabaseSchema {
  app_meta: AppMetaTable;
  media_assets: MediaAssetsTable;
  media_variants: MediaVariantsTable;
  team_members: TeamMembersTable;
  mentors: MentorsTable;
  programs: ProgramsTable;
  carousel_slides: CarouselSlidesTable;
  metrics: MetricsTable;
}

export type Database = Kysely<DatabaseSchema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
