import type { ApplicationStatus, Executor, NewProgramApplicationRow } from '#server/db/database';

export function findProgramBySlug(db: Executor, slug: string) {
  return db.selectFrom('programs').select(['slug', 'title']).where('slug', '=', slug).executeTakeFirst();
}

export function findPendingApplication(db: Executor, userId: number, programSlug: string) {
  return db
    .selectFrom('program_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('program_slug', '=', programSlug)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertApplication(
  db: Executor,
  row: Omit<NewProgramApplicationRow, 'status'>,
): Promise<number> {
  const inserted = await db
    .insertInto('program_applications')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Applications with their applicant and programme; a deleted programme shows by its slug. */
function applicationsWithNames(db: Executor) {
  return db
    .selectFrom('program_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('programs as p', 'p.slug', 'a.program_slug')
    .select([
      'a.id',
      'a.user_id',
      'a.program_slug',
      'p.title as program_title',
      'a.team_name',
      'a.stage',
      'a.description',
      'a.team_size',
      'a.website',
      'a.phone',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'u.email as applicant_email',
      'u.full_name as applicant_name',
    ]);
}

export type ApplicationRow = Awaited<ReturnType<typeof findApplicationById>> & {};

export function findApplicationById(db: Executor, id: number) {
  return applicationsWithNames(db).where('a.id', '=', id).executeTakeFirst();
}

export function listApplications(db: Executor, filter: { program?: string; status?: ApplicationStatus }) {
  let query = applicationsWithNames(db);
  if (filter.program) query = query.where('a.program_slug', '=', filter.program);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
}

export function listApplicationsOfUser(db: Executor, userId: number) {
  return applicationsWithNames(db)
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** Decides a pending application; false when it is not pending (any more). */
export async function decideApplication(
  db: Executor,
  id: number,
  decision: { status: 'accepted' | 'declined'; decided_at: string; decided_by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('program_applications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
