import type {
  Executor,
  NewStartupRevisionRow,
  StartupRevisionRow,
  StartupRevisionUpdate,
} from '#server/db/database';

// All SQL of startup revisions and the founders' link choices (migration 0044).

/** The version the public page shows: the last one approved. */
export function findApprovedRevision(db: Executor, startupId: number) {
  return db
    .selectFrom('startup_revisions')
    .selectAll()
    .where('startup_id', '=', startupId)
    .where('status', '=', 'approved')
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The change waiting for the centre, if any (at most one: a unique index). */
export function findPendingRevision(db: Executor, startupId: number) {
  return db
    .selectFrom('startup_revisions')
    .selectAll()
    .where('startup_id', '=', startupId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The newest decided revision (approved or sent back): whether the team still has a note to read. */
export function findLastDecidedRevision(db: Executor, startupId: number) {
  return db
    .selectFrom('startup_revisions')
    .selectAll()
    .where('startup_id', '=', startupId)
    .where('status', 'in', ['approved', 'returned'])
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findRevision(db: Executor, id: number) {
  return db.selectFrom('startup_revisions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRevision(db: Executor, row: NewStartupRevisionRow): Promise<number> {
  const inserted = await db
    .insertInto('startup_revisions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Replaces the content of a change still waiting; false when it was decided meanwhile. */
export async function replacePendingRevision(
  db: Executor,
  id: number,
  changes: Pick<
    StartupRevisionUpdate,
    'story' | 'milestones' | 'founder_roles' | 'submitted_by' | 'submitted_at'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('startup_revisions')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approves or sends back a waiting change; false when another admin decided it first. */
export async function decideRevision(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'returned'; decidedBy: string; decidedAt: string; note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('startup_revisions')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      note: decision.note,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every change waiting, oldest first, with its startup and who sent it. */
export function listPendingRevisions(db: Executor) {
  return db
    .selectFrom('startup_revisions')
    .innerJoin('startups', 'startups.id', 'startup_revisions.startup_id')
    .leftJoin('users', 'users.id', 'startup_revisions.submitted_by')
    .selectAll('startup_revisions')
    .select([
      'startups.name as startup_name',
      'startups.slug as startup_slug',
      'startups.published',
      'users.full_name',
      'users.email',
    ])
    .where('startup_revisions.status', '=', 'pending')
    .orderBy('startup_revisions.submitted_at')
    .orderBy('startup_revisions.id')
    .execute();
}

/** The joined founders of startups, in the order they joined, with their names and link choices. */
export function listFounders(db: Executor, startupIds: number[]) {
  if (startupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cohort_members')
    .innerJoin('users', 'users.id', 'cohort_members.user_id')
    .select([
      'cohort_members.id',
      'cohort_members.startup_id',
      'cohort_members.user_id',
      'cohort_members.profile_url',
      'cohort_members.profile_link_shown',
      'users.full_name',
      'users.email',
    ])
    .where('cohort_members.startup_id', 'in', startupIds)
    .where('cohort_members.role', '=', 'founder')
    .orderBy('cohort_members.id')
    .execute();
}

/** A founder's own link choice; false when they are not a founder of the startup. */
export async function saveFounderLink(
  db: Executor,
  startupId: number,
  userId: number,
  link: { profileUrl: string; shown: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('cohort_members')
    .set({ profile_url: link.profileUrl, profile_link_shown: link.shown ? 1 : 0 })
    .where('startup_id', '=', startupId)
    .where('user_id', '=', userId)
    .where('role', '=', 'founder')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type { StartupRevisionRow };
