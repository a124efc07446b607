import type { ApplicationStatus, Executor, NewProgramApplicationRow } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

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

/** One person's programme applications, newest first, with the programme's title (at most `limit`). */
export function listOwnApplications(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('program_applications')
    .leftJoin('programs', 'programs.slug', 'program_applications.program_slug')
    .select([
      'program_applications.id',
      'program_applications.program_slug',
      'programs.title as program_title',
      'program_applications.team_name',
      'program_applications.created_at',
      'program_applications.status',
    ])
    .where('program_applications.user_id', '=', userId)
    .orderBy('program_applications.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('program_applications')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  return [{ name: 'programme-applications', rows }];
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('program_applications').where('user_id', '=', subject.id).execute();
}
