import type { Kysely, Transaction } from 'kysely';
import type { AccountTables } from './tables/accounts';
import type { AlertsTables } from './tables/alerts';
import type { AppMetaTables } from './tables/app-meta';
import type { AuditTables } from './tables/audit';
import type { CallTables, ReviewTables } from './tables/calls';
import type { CertificateTables } from './tables/certificates';
import type { CompanyVerificationTables } from './tables/company-verification';
import type { ContactTables } from './tables/contact';
import type { EventsTables } from './tables/events';
import type { EventFeedbackTables } from './tables/event-feedback';
import type { IdeaTeamTables } from './tables/idea-teams';
import type { IdempotencyTables } from './tables/idempotency';
import type { ImpactTables } from './tables/impact';
import type { JobsTables } from './tables/jobs';
import type { GrantTables } from './tables/grants';
import type { KpiTables } from './tables/kpis';
import type { MailTables } from './tables/mail';
import type { MediaTables } from './tables/media';
import type { NewsTables } from './tables/news';
import type { NewsletterTables } from './tables/newsletter';
import type { NotificationTables } from './tables/notifications';
import type { OfficeHoursTables } from './tables/office-hours';
import type { OpportunitiesTables } from './tables/opportunities';
import type { PostApplicationTables } from './tables/post-applications';
import type { PrivacyTables } from './tables/privacy';
import type { ConsentTables } from './tables/consents';
import type { RetentionTables } from './tables/retention';
import type { DataExportTables } from './tables/data-exports';
import type { PrivateFileTables } from './tables/private-files';
import type { ProgramApplicationTables } from './tables/program-applications';
import type { RateLimitTables } from './tables/rate-limits';
import type { ReportTables } from './tables/reports';
import type { RoleGrantTables } from './tables/roles';
import type { SiteContentTables } from './tables/site-content';
import type { StartupTables } from './tables/startups';

/*
 * Row types, one file per domain in ./tables (docs/architecture.md#database): beside each table `XTable` its
 * `XRow` (Selectable: what a query returns), `NewXRow` (Insertable) and `XUpdate` (Updateable). Repositories
 * import them from here.
 */
export type * from './tables/accounts';
export type * from './tables/alerts';
export type * from './tables/app-meta';
export type * from './tables/audit';
export type * from './tables/calls';
export type * from './tables/certificates';
export type * from './tables/event-feedback';
export type * from './tables/company-verification';
export type * from './tables/contact';
export type * from './tables/events';
export type * from './tables/idea-teams';
export type * from './tables/idempotency';
export type * from './tables/impact';
export type * from './tables/jobs';
export type * from './tables/grants';
export type * from './tables/kpis';
export type * from './tables/mail';
export type * from './tables/media';
export type * from './tables/news';
export type * from './tables/newsletter';
export type * from './tables/notifications';
export type * from './tables/office-hours';
export type * from './tables/opportunities';
export type * from './tables/post-applications';
export type * from './tables/privacy';
export type * from './tables/consents';
export type * from './tables/retention';
export type * from './tables/data-exports';
export type * from './tables/private-files';
export type * from './tables/program-applications';
export type * from './tables/rate-limits';
export type * from './tables/reports';
export type * from './tables/roles';
export type * from './tables/site-content';
export type * from './tables/startups';

/** Every table, gathered from the domain files. */
export interface DatabaseSchema
  extends
    AccountTables,
    AlertsTables,
    AppMetaTables,
    AuditTables,
    CallTables,
    CertificateTables,
    CompanyVerificationTables,
    ContactTables,
    EventsTables,
    GrantTables,
    EventFeedbackTables,
    IdeaTeamTables,
    IdempotencyTables,
    ImpactTables,
    JobsTables,
    KpiTables,
    MailTables,
    MediaTables,
    NewsTables,
    NewsletterTables,
    NotificationTables,
    OfficeHoursTables,
    OpportunitiesTables,
    PostApplicationTables,
    PrivacyTables,
    ConsentTables,
    RetentionTables,
    DataExportTables,
    PrivateFileTables,
    ProgramApplicationTables,
    RateLimitTables,
    ReportTables,
    ReviewTables,
    RoleGrantTables,
    SiteContentTables,
    StartupTables {}

export type Database = Kysely<DatabaseSchema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
