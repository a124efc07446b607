import { cohortCertificateRecordsOf, eraseCohortCertificatesOf } from './certificates/repository';
import type { KpiFrequency } from '#common/kpis';
import type {
  Executor,
  NewCohortAnnouncementRow,
  NewCohortMemberRow,
  NewCohortRow,
  NewStartupRow,
  StartupUpdate,
  CohortUpdate,
  CohortMemberUpdate,
} from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

// All SQL of cohorts, startups, their members and announcements (migration 0026).

const STARTUP_COLUMNS = [
  'startups.id',
  'startups.slug',
  'startups.name',
  'startups.logo_key',
  'startups.pitch',
  'startups.sector',
  'startups.stage',
  'startups.website',
  'startups.founded_year',
  'startups.status',
  'startups.funding_raised',
  'startups.jobs',
  'startups.cohort_id',
  'startups.cohort_label',
  'startups.published',
  'startups.published_at',
  'startups.updated_at',
] as const;

/** Startups with their cohort's name: what every startup list and page reads. */
function startupsWithCohort(db: Executor) {
  return db
    .selectFrom('startups')
    .leftJoin('cohorts', 'cohorts.id', 'startups.cohort_id')
    .select([...STARTUP_COLUMNS, 'cohorts.name as cohort_name']);
}

/* ---------- membership (used by other features through index.ts) ---------- */

/** Whether the user has joined any cohort's startup (an open invitation does not count). */
export async function isCohortMember(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cohort_members')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The cohorts the user joined with their startups, newest first. */
function membershipsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('cohort_members')
    .innerJoin('cohorts', 'cohorts.id', 'cohort_members.cohort_id')
    .innerJoin('startups', 'startups.id', 'cohort_members.startup_id')
    .where('cohort_members.user_id', '=', userId)
    .orderBy('cohorts.starts_on', 'desc')
    .orderBy('cohorts.id', 'desc');
}

/** The user's cohort and startup: the latest cohort they joined, or undefined. */
export function cohortOfUser(db: Executor, userId: number) {
  return membershipsOfUser(db, userId)
    .select([
      'cohorts.id as cohort_id',
      'cohorts.name as cohort_name',
      'cohorts.program_slug',
      'cohorts.starts_on',
      'cohorts.ends_on',
      'startups.id as startup_id',
      'startups.name as startup_name',
      'cohort_members.role',
    ])
    .limit(1)
    .executeTakeFirst();
}

/** Every cohort the user has joined, newest first. */
export function listCohortsOfUser(db: Executor, userId: number) {
  return membershipsOfUser(db, userId)
    .select([
      'cohorts.id',
      'cohorts.name',
      'cohorts.program_slug',
      'cohorts.starts_on',
      'cohorts.ends_on',
      'startups.id as startup_id',
      'startups.name as startup_name',
      'startups.slug as startup_slug',
      'cohort_members.role',
    ])
    .execute();
}

/** The user's joined membership of one cohort, if any. */
export function findMembershipInCohort(db: Executor, userId: number, cohortId: number) {
  return db
    .selectFrom('cohort_members')
    .selectAll()
    .where('user_id', '=', userId)
    .where('cohort_id', '=', cohortId)
    .executeTakeFirst();
}

/** The user's joined membership of one startup, if any. */
export function findMembershipInStartup(db: Executor, userId: number, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .selectAll()
    .where('user_id', '=', userId)
    .where('startup_id', '=', startupId)
    .executeTakeFirst();
}

/* ---------- portfolio ---------- */

export async function countPublishedStartups(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('startups')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Published startups with their cohort's name, by name: the portfolio, its filters and the sitemap. */
export function listPublishedStartups(db: Executor, limit = 500) {
  return startupsWithCohort(db)
    .where('startups.published', '=', 1)
    .orderBy('startups.name')
    .orderBy('startups.id')
    .limit(limit)
    .execute();
}

export function findPublishedStartup(db: Executor, slug: string) {
  return startupsWithCohort(db)
    .where('startups.slug', '=', slug)
    .where('startups.published', '=', 1)
    .executeTakeFirst();
}

/* ---------- startups ---------- */

export function findStartup(db: Executor, id: number) {
  return startupsWithCohort(db).where('startups.id', '=', id).executeTakeFirst();
}

export function findStartupBySlug(db: Executor, slug: string) {
  return db.selectFrom('startups').select(['id']).where('slug', '=', slug).executeTakeFirst();
}

/** Every startup, published or not (the admin's list), by name. */
export function listAllStartups(db: Executor) {
  return startupsWithCohort(db).orderBy('startups.name').orderBy('startups.id').execute();
}

export function listStartupsOfCohort(db: Executor, cohortId: number) {
  return startupsWithCohort(db)
    .where('startups.cohort_id', '=', cohortId)
    .orderBy('startups.name')
    .orderBy('startups.id')
    .execute();
}

export async function insertStartup(db: Executor, row: NewStartupRow): Promise<number> {
  const inserted = await db.insertInto('startups').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateStartup(db: Executor, id: number, changes: StartupUpdate) {
  await db.updateTable('startups').set(changes).where('id', '=', id).execute();
}

export async function deleteStartup(db: Executor, id: number) {
  await db.deleteFrom('startups').where('id', '=', id).execute();
}

/** Application ids that already became a startup, so forming a cohort twice adds each once. */
export async function formedApplicationIds(db: Executor, applicationIds: number[]): Promise<Set<number>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('startups')
    .select('application_id')
    .where('application_id', 'in', applicationIds)
    .execute();
  return new Set(rows.map((row) => row.application_id).filter((id): id is number => id !== null));
}

/* ---------- cohorts ---------- */

export function listCohorts(db: Executor) {
  return db
    .selectFrom('cohorts')
    .select((eb) => [
      'cohorts.id',
      'cohorts.name',
      'cohorts.program_slug',
      'cohorts.call_id',
      'cohorts.starts_on',
      'cohorts.ends_on',
      eb
        .selectFrom('startups')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('startups.cohort_id', '=', 'cohorts.id')
        .as('startup_count'),
    ])
    .orderBy('cohorts.starts_on', 'desc')
    .orderBy('cohorts.id', 'desc')
    .execute();
}

/** Cohorts that have a published startup, for the portfolio's cohort filter. */
export function listPublicCohortNames(db: Executor) {
  return db
    .selectFrom('cohorts')
    .select(['cohorts.id', 'cohorts.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('startups')
          .select('startups.id')
          .whereRef('startups.cohort_id', '=', 'cohorts.id')
          .where('startups.published', '=', 1),
      ),
    )
    .orderBy('cohorts.starts_on', 'desc')
    .execute();
}

export function findCohort(db: Executor, id: number) {
  return db.selectFrom('cohorts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCohort(db: Executor, row: NewCohortRow): Promise<number> {
  const inserted = await db.insertInto('cohorts').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCohort(db: Executor, id: number, changes: CohortUpdate) {
  await db.updateTable('cohorts').set(changes).where('id', '=', id).execute();
}

/* ---------- members ---------- */

/** A startup's team: joined members and open invitations, founders first. */
export function listStartupMembers(db: Executor, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .leftJoin('users', 'users.id', 'cohort_members.user_id')
    .select([
      'cohort_members.id',
      'cohort_members.user_id',
      'cohort_members.role',
      'cohort_members.invited_email',
      'cohort_members.invite_expires_at',
      'cohort_members.joined_at',
      'users.full_name',
      'users.email',
    ])
    .where('cohort_members.startup_id', '=', startupId)
    .orderBy('cohort_members.role')
    .orderBy('cohort_members.id')
    .execute();
}

/** Joined members of a cohort with their addresses: who an announcement is mailed to. */
export function listCohortRecipients(db: Executor, cohortId: number) {
  return db
    .selectFrom('cohort_members')
    .innerJoin('users', 'users.id', 'cohort_members.user_id')
    .select(['users.id', 'users.email', 'users.full_name'])
    .where('cohort_members.cohort_id', '=', cohortId)
    .orderBy('users.id')
    .execute();
}

export async function insertMember(db: Executor, row: NewCohortMemberRow): Promise<number> {
  const inserted = await db
    .insertInto('cohort_members')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findMember(db: Executor, id: number) {
  return db.selectFrom('cohort_members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Open invitations to an address (lower-cased), oldest first. */
export function listInvitationsFor(db: Executor, email: string) {
  return db
    .selectFrom('cohort_members')
    .innerJoin('startups', 'startups.id', 'cohort_members.startup_id')
    .innerJoin('cohorts', 'cohorts.id', 'cohort_members.cohort_id')
    .select([
      'cohort_members.id',
      'cohort_members.cohort_id',
      'cohort_members.startup_id',
      'cohort_members.role',
      'cohort_members.invite_code_hash',
      'cohort_members.invite_expires_at',
      'cohort_members.invite_attempts',
      'startups.name as startup_name',
      'cohorts.name as cohort_name',
    ])
    .where('cohort_members.invited_email', '=', email)
    .where('cohort_members.user_id', 'is', null)
    .orderBy('cohort_members.id')
    .execute();
}

export async function updateMember(db: Executor, id: number, changes: CohortMemberUpdate) {
  await db.updateTable('cohort_members').set(changes).where('id', '=', id).execute();
}

/** Turns an open invitation into a membership, only if it is still open: true when this call did it. */
export async function acceptInvitation(db: Executor, id: number, userId: number, now: string) {
  const result = await db
    .updateTable('cohort_members')
    .set({ user_id: userId, joined_at: now, invite_code_hash: null, invite_expires_at: null })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A startup's invitation not accepted yet (its team's row with no user). */
export function findInvitation(db: Executor, startupId: number, memberId: number) {
  return db
    .selectFrom('cohort_members')
    .select(['id', 'invited_email', 'invite_expires_at'])
    .where('id', '=', memberId)
    .where('startup_id', '=', startupId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
}

/**
 * Gives an invitation a new code and expiry, only if it is still waiting and was last sent (its expiry
 * minus the code's lifetime) no later than `sentBefore`, expressed as `expiresBefore`: true when this call
 * did it, so two resends at once send one mail.
 */
export async function renewInvitation(
  db: Executor,
  memberId: number,
  changes: { codeHash: string; expiresAt: string; expiresBefore: string },
) {
  const result = await db
    .updateTable('cohort_members')
    .set({ invite_code_hash: changes.codeHash, invite_expires_at: changes.expiresAt, invite_attempts: 0 })
    .where('id', '=', memberId)
    .where('user_id', 'is', null)
    .where('invite_expires_at', '<=', changes.expiresBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a startup's invitation if it is still waiting: true when this call did it. */
export async function deleteInvitation(db: Executor, startupId: number, memberId: number) {
  const result = await db
    .deleteFrom('cohort_members')
    .where('id', '=', memberId)
    .where('startup_id', '=', startupId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countInviteAttempt(db: Executor, id: number) {
  await db
    .updateTable('cohort_members')
    .set((eb) => ({ invite_attempts: eb('invite_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteMember(db: Executor, id: number) {
  await db.deleteFrom('cohort_members').where('id', '=', id).execute();
}

/* ---------- announcements ---------- */

export function listAnnouncements(db: Executor, cohortId: number, limit = 50) {
  return db
    .selectFrom('cohort_announcements')
    .select(['id', 'title', 'body', 'created_at'])
    .where('cohort_id', '=', cohortId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertAnnouncement(db: Executor, row: NewCohortAnnouncementRow): Promise<number> {
  const inserted = await db
    .insertInto('cohort_announcements')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/* ---------- what a cohort is formed from and shows ---------- */

export function findProgram(db: Executor, slug: string) {
  return db.selectFrom('programs').select(['slug', 'title']).where('slug', '=', slug).executeTakeFirst();
}

/** Names and roles of the joined members of several startups. */
export function listTeamsOf(db: Executor, startupIds: number[]) {
  if (startupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cohort_members')
    .innerJoin('users', 'users.id', 'cohort_members.user_id')
    .select(['cohort_members.startup_id', 'cohort_members.role', 'users.full_name', 'users.email'])
    .where('cohort_members.startup_id', 'in', startupIds)
    .orderBy('cohort_members.role')
    .orderBy('cohort_members.id')
    .execute();
}

/** How often the cohort's startups report their KPIs (docs/product.md#startup-kpis). */
export async function setKpiFrequency(db: Executor, cohortId: number, frequency: KpiFrequency, now: string) {
  await db
    .updateTable('cohorts')
    .set({ kpi_frequency: frequency, updated_at: now })
    .where('id', '=', cohortId)
    .execute();
}

/** Every published startup's address and last change; unpublished profiles have no public page. */
export function listStartupsForSitemap(db: Executor) {
  return db
    .selectFrom('startups')
    .select(['slug', 'updated_at'])
    .where('published', '=', 1)
    .orderBy('name')
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('cohort_members')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', subject.id), eb('invited_email', '=', subject.email)]))
    .execute();
  const revisions = await db
    .selectFrom('startup_revisions')
    .selectAll()
    .where('submitted_by', '=', subject.id)
    .execute();
  const certificates = await cohortCertificateRecordsOf(db, subject.id);
  return [
    { name: 'cohort-memberships', rows },
    { name: 'startup-page-changes-you-sent', rows: revisions },
    { name: 'cohort-certificates', rows: certificates.certificates },
    { name: 'replaced-cohort-certificate-codes', rows: certificates.replacedCodes },
  ];
}

/**
 * Their memberships, invitations and certificates of completion go (the startup stays the company's); page
 * changes they sent stay, by the former member (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .deleteFrom('cohort_members')
    .where((eb) => eb.or([eb('user_id', '=', subject.id), eb('invited_email', '=', subject.email)]))
    .execute();
  await db
    .updateTable('cohort_members')
    .set({ invited_by: null })
    .where('invited_by', '=', subject.id)
    .execute();
  await db
    .updateTable('startup_revisions')
    .set({ submitted_by: subject.formerMemberId })
    .where('submitted_by', '=', subject.id)
    .execute();
  // Certificates print the name, so they go with the account (as events' do).
  await eraseCohortCertificatesOf(db, subject.id);
}
