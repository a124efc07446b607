import type { Generated, Kysely, Transaction } from 'kysely';
import type { AuditTables } from './tables/audit';
import type { CompanyVerificationTables } from './tables/company-verifications';
import type { ContactNewsletterTables } from './tables/contact-newsletter';
import type { EventsTables } from './tables/events';
import type { OpportunitiesTables } from './tables/opportunities';
import type { SiteContentAdminTables } from './tables/site-content-admin';
import type { WorkProfileAndApplicationsTables } from './tables/work-profile-and-applications';

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
  /** Migration 0009: `manual` (value as typed) or `auto` (approved posts counted). */
  mode: Generated<'manual' | 'auto'>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  phone: string;
  location: string;
  bio: string;
  picture_url: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** Set by migration 0008: a university affiliation proven by a code to affiliation_email. */
  affiliation: 'student' | 'professor' | null;
  affiliation_email: string | null;
  affiliation_verified_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
}

export interface CodeRequestsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  purpose: string;
  created_at: string;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers_json: Generated<string>;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Every table: the foundation's below, each later feature's in its own file under tables/. */
export interface DatabaseSchema
  extends
    AuditTables,
    CompanyVerificationTables,
    EventsTables,
    ContactNewsletterTables,
    OpportunitiesTables,
    WorkProfileAndApplicationsTables,
    SiteContentAdminTables {
  app_meta: AppMetaTable;
  media_assets: MediaAssetsTable;
  media_variants: MediaVariantsTable;
  team_members: TeamMembersTable;
  mentors: MentorsTable;
  programs: ProgramsTable;
  carousel_slides: CarouselSlidesTable;
  metrics: MetricsTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  code_requests: CodeRequestsTable;
  mail_outbox: MailOutboxTable;
}

export type Database = Kysely<DatabaseSchema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
