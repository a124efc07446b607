import { deletePrivateFile } from '#server/modules/private-files';
import { PostgresAdapter, sql } from 'kysely';
import type { ApplicableKind, PostApplicationState } from '#common/post-applications';
import type { Executor, ListingClosedReason, NewPostApplicationRow, ReviewStatus } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** The column of post_applications that names a post of this kind. */
export const POST_COLUMN = { internship: 'internship_id', project: 'project_id' } as const;

/** A post as applying needs it: who owns it, whether it is open, and how it is shown. */
export interface ApplyTargetRow {
  id: number;
  owner_id: number;
  title: string;
  organisation: string;
  external_link: string;
  status: ReviewStatus;
  hidden_at: string | null;
  expires_at: string | null;
  closed_reason: ListingClosedReason | null;
  owner_email: string;
  owner_name: string;
}

export async function findApplyTarget(
  db: Executor,
  kind: ApplicableKind,
  id: number,
): Promise<ApplyTargetRow | undefined> {
  const owner = ['users.email as owner_email', 'users.full_name as owner_name'] as const;
  if (kind === 'internship')
    return db
      .selectFrom('internships')
      .innerJoin('users', 'users.id', 'internships.owner_id')
      .select([
        'internships.id',
        'internships.owner_id',
        'internships.title',
        'internships.company as organisation',
        'internships.apply_link as external_link',
        'internships.status',
        'internships.hidden_at',
        'internships.expires_at',
        'internships.closed_reason',
        ...owner,
      ])
      .where('internships.id', '=', id)
      .executeTakeFirst();
  return db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select([
      'projects.id',
      'projects.owner_id',
      'projects.project_title as title',
      'projects.by_whom as organisation',
      'projects.application_link as external_link',
      'projects.status',
      'projects.hidden_at',
      'projects.expires_at',
      'projects.closed_reason',
      ...owner,
    ])
    .where('projects.id', '=', id)
    .executeTakeFirst();
}

export async function insertPostApplication(db: Executor, row: NewPostApplicationRow): Promise<number> {
  const inserted = await db
    .insertInto('post_applications')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Applications with their post (whichever kind) and CV name: what the applicant's pages show. */
function applicationsWithPosts(db: Executor) {
  return db
    .selectFrom('post_applications as a')
    .leftJoin('internships as i', 'i.id', 'a.internship_id')
    .leftJoin('projects as p', 'p.id', 'a.project_id')
    .leftJoin('private_files as f', 'f.key', 'a.cv_key')
    .select([
      'a.id',
      'a.internship_id',
      'a.project_id',
      'a.applicant_id',
      'a.note',
      'a.portfolio_url',
      'a.github_url',
      'a.linkedin_url',
      'a.cv_key',
      'a.state',
      'a.owner_note',
      'a.created_at',
      'a.updated_at',
      'f.filename as cv_filename',
      sql<string>`coalesce(i.title, p.project_title)`.as('post_title'),
      sql<string>`coalesce(i.company, p.by_whom)`.as('post_organisation'),
      sql<string>`coalesce(i.apply_link, p.application_link)`.as('post_external_link'),
      sql<number>`coalesce(i.owner_id, p.owner_id)`.as('post_owner_id'),
      sql<ListingClosedReason | null>`coalesce(i.closed_reason, p.closed_reason)`.as('post_closed_reason'),
    ]);
}
export type ApplicationWithPostRow = Awaited<
  ReturnType<ReturnType<typeof applicationsWithPosts>['executeTakeFirstOrThrow']>
>;

export async function listApplicationsOf(db: Executor, applicantId: number) {
  return applicationsWithPosts(db)
    .where('a.applicant_id', '=', applicantId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export async function findApplicationToPost(
  db: Executor,
  kind: ApplicableKind,
  postId: number,
  applicantId: number,
) {
  return applicationsWithPosts(db)
    .where(`a.${POST_COLUMN[kind]}`, '=', postId)
    .where('a.applicant_id', '=', applicantId)
    .executeTakeFirst();
}

export async function findApplication(db: Executor, id: number) {
  return applicationsWithPosts(db).where('a.id', '=', id).executeTakeFirst();
}

/** Removes an application while it is still open; true when it did. */
export async function deleteOpenApplication(
  db: Executor,
  id: number,
  applicantId: number,
  openStates: readonly PostApplicationState[],
): Promise<boolean> {
  const result = await db
    .deleteFrom('post_applications')
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId)
    .where('state', 'in', [...openStates])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** My internships and projects, newest first, with their applications counted by state (one grouped query each). */
export async function listPostsOf(db: Executor, ownerId: number) {
  const [internships, projects] = await Promise.all([
    db
      .selectFrom('internships as p')
      .leftJoin('post_applications as a', 'a.internship_id', 'p.id')
      .select([
        'p.id',
        'p.title',
        'p.company as organisation',
        'p.status',
        'p.created_at',
        ...LIFECYCLE,
        ...STATE_COUNTS,
      ])
      .where('p.owner_id', '=', ownerId)
      .groupBy(['p.id', 'p.title', 'p.company', 'p.status', 'p.created_at', ...LIFECYCLE])
      .execute(),
    db
      .selectFrom('projects as p')
      .leftJoin('post_applications as a', 'a.project_id', 'p.id')
      .select([
        'p.id',
        'p.project_title as title',
        'p.by_whom as organisation',
        'p.status',
        'p.created_at',
        ...LIFECYCLE,
        ...STATE_COUNTS,
      ])
      .where('p.owner_id', '=', ownerId)
      .groupBy(['p.id', 'p.project_title', 'p.by_whom', 'p.status', 'p.created_at', ...LIFECYCLE])
      .execute(),
  ]);
  return [
    ...internships.map((row) => ({ kind: 'internship' as const, ...row })),
    ...projects.map((row) => ({ kind: 'project' as const, ...row })),
  ].sort((x, y) => (x.created_at === y.created_at ? y.id - x.id : x.created_at < y.created_at ? 1 : -1));
}

/** A listing's expiry and closure (docs/product.md#listing-lifecycle). */
const LIFECYCLE = ['p.expires_at', 'p.closed_at', 'p.closed_reason', 'p.hidden_at'] as const;

const STATE_COUNTS = [
  sql<number>`count(case when a.state = 'new' then 1 end)`.as('new_count'),
  sql<number>`count(case when a.state = 'shortlisted' then 1 end)`.as('shortlisted_count'),
  sql<number>`count(case when a.state = 'declined' then 1 end)`.as('declined_count'),
  sql<number>`count(case when a.state = 'hired' then 1 end)`.as('hired_count'),
] as const;

/** Applications with their applicants, as the post's owner reads them. */
function receivedApplications(db: Executor) {
  return db
    .selectFrom('post_applications as a')
    .innerJoin('users as u', 'u.id', 'a.applicant_id')
    .leftJoin('private_files as f', 'f.key', 'a.cv_key')
    .select([
      'a.id',
      'u.full_name as applicant_name',
      'u.email as applicant_email',
      'a.note',
      'a.portfolio_url',
      'a.github_url',
      'a.linkedin_url',
      'f.filename as cv_filename',
      'a.state',
      'a.owner_note',
      'a.created_at',
      'a.updated_at',
    ]);
}

/** The applications to one post, oldest first (the order they came in). */
export async function listApplicationsToPost(db: Executor, kind: ApplicableKind, postId: number) {
  return receivedApplications(db)
    .where(`a.${POST_COLUMN[kind]}`, '=', postId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

/** One application as its post's owner reads it. */
export async function findReceivedApplication(db: Executor, id: number) {
  return receivedApplications(db).where('a.id', '=', id).executeTakeFirst();
}

/** Sets the state and/or the owner's note; answers the state it had before (undefined: no such row). */
export async function updateApplication(
  db: Executor,
  id: number,
  change: { state?: PostApplicationState; owner_note?: string | null },
  now: string,
): Promise<PostApplicationState | undefined> {
  let query = db.selectFrom('post_applications').select('state').where('id', '=', id);
  // A row lock on PostgreSQL, so two owners' tabs changing the state at once each see the state before theirs;
  // SQLite runs one writing transaction at a time.
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const before = await query.executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable('post_applications')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
  return before.state;
}

export async function findUserEmail(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

/**
 * The applications that arrived in [since, until), oldest first, each with its post's owner — what the
 * owners' daily digests tell (docs/product.md#owner-notifications). Withdrawn ones are gone already.
 */
export function listApplicationsArrivedBetween(db: Executor, since: string, until: string) {
  return db
    .selectFrom('post_applications as a')
    .leftJoin('internships as i', 'i.id', 'a.internship_id')
    .leftJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('users as applicant', 'applicant.id', 'a.applicant_id')
    .select([
      sql<number>`coalesce(i.owner_id, p.owner_id)`.as('owner_id'),
      sql<string>`coalesce(i.title, p.project_title)`.as('post_title'),
      'applicant.full_name as from_name',
      'applicant.email as from_email',
      'a.created_at',
    ])
    .where('a.created_at', '>=', since)
    .where('a.created_at', '<', until)
    .orderBy('a.created_at', 'asc')
    .orderBy('a.id', 'asc')
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('post_applications')
    .selectAll()
    .where('applicant_id', '=', subject.id)
    .execute();
  return [{ name: 'applications', rows }];
}

/**
 * docs/product.md#retention: applications that still hold a CV although their post closed before `before`
 * (closed as filled or expired), oldest first.
 */
export async function applicationFilesOfPostsClosedBefore(
  db: Executor,
  before: string,
): Promise<{ id: number; cv_key: string }[]> {
  const rows = await db
    .selectFrom('post_applications as a')
    .leftJoin('internships as i', 'i.id', 'a.internship_id')
    .leftJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.cv_key'])
    .where('a.cv_key', 'is not', null)
    .where((eb) => eb.or([eb('i.closed_at', '<', before), eb('p.closed_at', '<', before)]))
    .orderBy('a.id')
    .execute();
  return rows.flatMap((row) => (row.cv_key ? [{ id: row.id, cv_key: row.cv_key }] : []));
}

/** Forgets an application's CV (the file itself is deleted by the caller through modules/private-files). */
export async function clearApplicationCv(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('post_applications')
    .set({ cv_key: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The person's applications go, and with them their CVs (docs/product.md#delete-account). */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  const rows = await db
    .deleteFrom('post_applications')
    .where('applicant_id', '=', subject.id)
    .returning('cv_key')
    .execute();
  for (const { cv_key: key } of rows) if (key) await deletePrivateFile(db, key);
}
