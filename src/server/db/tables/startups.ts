import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { KpiFrequency } from '#common/kpis-constants';
import type { RevisionStatus } from '#common/startup-details-constants';
import type { CohortRole, StartupStatus } from '#common/startups-constants';
import type { TableOwners } from '../table-owners';

// Cohorts, startups, their people and the centre's announcements (migration 0026).

export interface CohortsTable {
  id: Generated<number>;
  name: string;
  program_slug: string;
  /** The call whose accepted applications formed it; null for a cohort made by hand. */
  call_id: number | null;
  starts_on: string;
  ends_on: string;
  /** How often its startups report their KPIs (migration 0031). */
  kpi_frequency: Generated<KpiFrequency>;
  created_at: string;
  updated_at: string;
}
export type CohortRow = Selectable<CohortsTable>;
export type NewCohortRow = Insertable<CohortsTable>;
export type CohortUpdate = Updateable<CohortsTable>;

export interface StartupsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  logo_key: string | null;
  pitch: string;
  sector: string;
  stage: string;
  website: string;
  founded_year: number | null;
  status: StartupStatus;
  funding_raised: number | null;
  jobs: number | null;
  cohort_id: number | null;
  /** What the portfolio shows as the cohort of an alumnus entered without one; '' otherwise. */
  cohort_label: string;
  application_id: number | null;
  published: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}
export type StartupRow = Selectable<StartupsTable>;
export type NewStartupRow = Insertable<StartupsTable>;
export type StartupUpdate = Updateable<StartupsTable>;

export interface CohortMembersTable {
  id: Generated<number>;
  cohort_id: number;
  startup_id: number;
  /** Null while the member is an invitation to `invited_email`. */
  user_id: number | null;
  role: CohortRole;
  invited_email: string | null;
  invite_code_hash: string | null;
  invite_expires_at: string | null;
  invite_attempts: number;
  invited_by: number | null;
  joined_at: string | null;
  created_at: string;
  /** A founder's own profile address and whether the startup's page links their name to it (migration 0044). */
  profile_url: Generated<string>;
  profile_link_shown: Generated<number>;
}
export type CohortMemberRow = Selectable<CohortMembersTable>;
export type NewCohortMemberRow = Insertable<CohortMembersTable>;
export type CohortMemberUpdate = Updateable<CohortMembersTable>;

export interface CohortAnnouncementsTable {
  id: Generated<number>;
  cohort_id: number;
  title: string;
  body: string;
  created_by: string;
  created_at: string;
}
export type CohortAnnouncementRow = Selectable<CohortAnnouncementsTable>;
export type NewCohortAnnouncementRow = Insertable<CohortAnnouncementsTable>;
export type CohortAnnouncementUpdate = Updateable<CohortAnnouncementsTable>;

/** A version of a startup's story, milestones and founder roles (migration 0044). */
export interface StartupRevisionsTable {
  id: Generated<number>;
  startup_id: number;
  status: RevisionStatus;
  story: string;
  /** JSON: [{ date, title }] */
  milestones: string;
  /** JSON: [{ memberId, role }] */
  founder_roles: string;
  submitted_by: number | null;
  submitted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  note: Generated<string>;
}
export type StartupRevisionRow = Selectable<StartupRevisionsTable>;
export type NewStartupRevisionRow = Insertable<StartupRevisionsTable>;
export type StartupRevisionUpdate = Updateable<StartupRevisionsTable>;

/** What the admin wrote on a cohort's completion certificates (docs/decisions/057-cohort-certificates.md). */
export interface CohortCertificateSettingsTable {
  cohort_id: number;
  title: string;
  signatory_name: string;
  signatory_role: string;
  updated_at: string;
}
export type CohortCertificateSettingsRow = Selectable<CohortCertificateSettingsTable>;

/** One person's certificate of a cohort's completion; one per person per cohort (migration 0056). */
export interface CohortCertificatesTable {
  id: Generated<number>;
  cohort_id: number;
  user_id: number;
  /** Base32 of 10 random bytes (80 bits), as for events: docs/decisions/050-certificates.md. */
  code: string;
  /** The person's name as shown when it was issued (or reissued). */
  shown_name: string;
  /** The startup they completed the programme with, as named at issue. */
  startup_name: string;
  member_role: CohortRole;
  issued_at: string;
  revoked_at: string | null;
  reissued_at: string | null;
}
export type CohortCertificateRow = Selectable<CohortCertificatesTable>;

/** A code a reissue replaced: it checks as replaced (docs/decisions/051-certificate-pdfs.md). */
export interface CohortCertificateReplacedCodesTable {
  code: string;
  certificate_id: number;
  shown_name: string;
  replaced_at: string;
}

export interface StartupTables {
  cohorts: CohortsTable;
  startups: StartupsTable;
  cohort_members: CohortMembersTable;
  cohort_announcements: CohortAnnouncementsTable;
  startup_revisions: StartupRevisionsTable;
  cohort_certificate_settings: CohortCertificateSettingsTable;
  cohort_certificates: CohortCertificatesTable;
  cohort_certificate_replaced_codes: CohortCertificateReplacedCodesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const startupTableOwners = {
  cohorts: { owner: 'features/startups', readBy: ['features/kpis', 'features/grants', 'features/impact'] },
  startups: {
    owner: 'features/startups',
    readBy: ['features/kpis', 'features/office-hours', 'features/grants', 'features/impact'],
  },
  cohort_members: {
    owner: 'features/startups',
    readBy: ['features/kpis', 'features/office-hours', 'features/grants', 'features/impact'],
  },
  cohort_announcements: 'features/startups',
  startup_revisions: 'features/startups',
  cohort_certificate_settings: 'features/startups',
  cohort_certificates: 'features/startups',
  cohort_certificate_replaced_codes: 'features/startups',
} as const satisfies TableOwners<StartupTables>;
