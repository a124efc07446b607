import type {
  CallApplicationUpdate,
  CallApplicationWithCallRow,
  CallUpdate,
  CallWithProgramRow,
  Executor,
  NewCallApplicationRow,
  NewCallRow,
} from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

export function findProgramBySlug(db: Executor, slug: string) {
  return db.selectFrom('programs').select(['slug', 'title']).where('slug', '=', slug).executeTakeFirst();
}

function calls(db: Executor) {
  return db
    .selectFrom('calls')
    .innerJoin('programs', 'programs.slug', 'calls.program_slug')
    .selectAll('calls')
    .select('programs.title as program_title');
}

export async function insertCall(db: Executor, call: NewCallRow): Promise<number> {
  const row = await db.insertInto('calls').values(call).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCall(db: Executor, id: number, changes: CallUpdate): Promise<void> {
  await db.updateTable('calls').set(changes).where('id', '=', id).execute();
}

export function findCallById(db: Executor, id: number): Promise<CallWithProgramRow | undefined> {
  return calls(db).where('calls.id', '=', id).executeTakeFirst();
}

/** Newest first. */
export function listCalls(db: Executor): Promise<CallWithProgramRow[]> {
  return calls(db).orderBy('calls.opens_at', 'desc').orderBy('calls.id', 'desc').execute();
}

/** Calls open at `now` (opened, not yet closed), closing soonest first. */
export function listOpenCalls(db: Executor, now: string): Promise<CallWithProgramRow[]> {
  return calls(db)
    .where('calls.opens_at', '<=', now)
    .where('calls.closes_at', '>', now)
    .orderBy('calls.closes_at')
    .orderBy('calls.id')
    .execute();
}

/** Drafts and submitted applications per call. */
export async function countApplications(db: Executor, callIds: number[]) {
  if (callIds.length === 0) return new Map<number, { drafts: number; submitted: number }>();
  const rows = await db
    .selectFrom('call_applications')
    .select(['call_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('call_id', 'in', callIds)
    .groupBy(['call_id', 'status'])
    .execute();
  const counts = new Map<number, { drafts: number; submitted: number }>();
  for (const row of rows) {
    const entry = counts.get(row.call_id) ?? { drafts: 0, submitted: 0 };
    if (row.status === 'draft') entry.drafts = Number(row.n);
    else entry.submitted = Number(row.n);
    counts.set(row.call_id, entry);
  }
  return counts;
}

export async function hasApplications(db: Executor, callId: number): Promise<boolean> {
  const row = await db
    .selectFrom('call_applications')
    .select('id')
    .where('call_id', '=', callId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function applications(db: Executor) {
  return db
    .selectFrom('call_applications')
    .innerJoin('calls', 'calls.id', 'call_applications.call_id')
    .innerJoin('programs', 'programs.slug', 'calls.program_slug')
    .selectAll('call_applications')
    .select(['calls.title as call_title', 'calls.closes_at', 'programs.title as program_title']);
}

export async function insertCallApplication(
  db: Executor,
  application: NewCallApplicationRow,
): Promise<number> {
  const row = await db
    .insertInto('call_applications')
    .values(application)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One application, only when it belongs to `userId` (anyone else's is "not found"). */
export function findOwnApplication(
  db: Executor,
  id: number,
  userId: number,
): Promise<CallApplicationWithCallRow | undefined> {
  return applications(db)
    .where('call_applications.id', '=', id)
    .where('call_applications.user_id', '=', userId)
    .executeTakeFirst();
}

export function listApplicationsOfUser(db: Executor, userId: number): Promise<CallApplicationWithCallRow[]> {
  return applications(db)
    .where('call_applications.user_id', '=', userId)
    .orderBy('call_applications.created_at', 'desc')
    .orderBy('call_applications.id', 'desc')
    .execute();
}

/** Changes a draft; false when it is no longer a draft (submitted meanwhile). */
export async function updateDraft(
  db: Executor,
  id: number,
  changes: CallApplicationUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('call_applications')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Any application with its call and applicant, for the admin's decision. */
export function findApplicationForDecision(db: Executor, id: number) {
  return applications(db)
    .innerJoin('users', 'users.id', 'call_applications.user_id')
    .select(['users.email as applicant_email'])
    .where('call_applications.id', '=', id)
    .executeTakeFirst();
}

/**
 * Records a decision on a submitted application that has none, or is waitlisted (a waiting place may still
 * become a yes or a no); true when this call decided. Of two admins at once, one wins.
 */
export async function decide(
  db: Executor,
  id: number,
  decision: {
    decision: 'accepted' | 'waitlisted' | 'declined';
    decision_message: string;
    decided_at: string;
    decided_by: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('call_applications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .where((eb) =>
      decision.decision === 'waitlisted'
        ? eb('decision', 'is', null)
        : eb.or([eb('decision', 'is', null), eb('decision', '=', 'waitlisted')]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The call's cohort: its accepted applications, in the order they were accepted. */
export function cohortOf(db: Executor, callId: number) {
  return db
    .selectFrom('call_applications')
    .innerJoin('users', 'users.id', 'call_applications.user_id')
    .select([
      'call_applications.id',
      'call_applications.user_id',
      'call_applications.team_name',
      'call_applications.decided_at',
      'users.full_name',
      'users.email',
    ])
    .where('call_applications.call_id', '=', callId)
    .where('call_applications.decision', '=', 'accepted')
    .orderBy('call_applications.decided_at')
    .orderBy('call_applications.id')
    .execute();
}

/* ---------- what a cohort is formed from (docs/product.md#cohorts-and-startups-tab) ---------- */

/** A call's accepted applications with what a startup profile starts from. */
export function acceptedApplicationsOf(db: Executor, callId: number) {
  return db
    .selectFrom('call_applications')
    .select(['id', 'user_id', 'team_name', 'stage', 'description', 'website'])
    .where('call_id', '=', callId)
    .where('decision', '=', 'accepted')
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
}

/** The programme a call belongs to. */
export function findCallProgram(db: Executor, callId: number) {
  return db.selectFrom('calls').select(['id', 'program_slug']).where('id', '=', callId).executeTakeFirst();
}

/* ---------- what a calls alert mails (docs/product.md#search-alerts) ---------- */

/** The newest call's id (0 without any): a calls alert saved now starts after it. */
export async function latestCallId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('calls')
    .select((eb) => eb.fn.max('id').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/**
 * Calls made after `after` and up to `upTo` (by id: the order they were announced in), of one programme or
 * of all (`All`), first announced first, each with its programme's title.
 */
export async function announcedCalls(
  db: Executor,
  range: { program: string; after: number; upTo: number; limit: number },
) {
  let base = db
    .selectFrom('calls')
    .innerJoin('programs', 'programs.slug', 'calls.program_slug')
    .where('calls.id', '>', range.after)
    .where('calls.id', '<=', range.upTo);
  if (range.program !== 'All') base = base.where('calls.program_slug', '=', range.program);
  const [calls, count] = await Promise.all([
    base
      .select(['calls.id', 'calls.title', 'programs.title as by'])
      .orderBy('calls.id')
      .limit(range.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { posts: calls, total: Number(count.total) };
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('call_applications')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  return [{ name: 'call-applications', rows }];
}

/**
 * A decided application stays, by the former member, without their phone (a round's results and its
 * reviews hold); any other goes with its reviews (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db
    .updateTable('call_applications')
    .set({ user_id: subject.formerMemberId, phone: '' })
    .where('user_id', '=', subject.id)
    .where('decided_at', 'is not', null)
    .execute();
  await db.deleteFrom('call_applications').where('user_id', '=', subject.id).execute();
}
