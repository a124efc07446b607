import { sql } from 'kysely';
import type { ApplicableKind, PostApplicationState } from '#common/post-applications';
import type { Executor, NewPostApplicationRow, ReviewStatus } from '#server/db/database';

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
