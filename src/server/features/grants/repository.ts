import type { TrancheState } from '#common/grants-constants';
import type {
  Executor,
  GrantTrancheUpdate,
  NewGrantExpenseRow,
  NewGrantRow,
  NewGrantTrancheRow,
} from '#server/db/database';
import type { DataSubject, PersonalRecords } from '#server/modules/personal-data';

// Seed grants (docs/product.md#seed-grants): grants, their milestones' tranches and the spending recorded.

/* ---------- startups and teams, as grants need them ---------- */

export function findStartupName(db: Executor, startupId: number) {
  return db
    .selectFrom('startups')
    .select(['id', 'name', 'cohort_id'])
    .where('id', '=', startupId)
    .executeTakeFirst();
}

/** The user's place in a startup's team (founder or member), if any. */
export function findTeamPlace(db: Executor, userId: number, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .select(['role'])
    .where('user_id', '=', userId)
    .where('startup_id', '=', startupId)
    .executeTakeFirst();
}

/** Joined founders of a startup with their addresses: who a reminder goes to. */
export function listFounders(db: Executor, startupId: number) {
  return db
    .selectFrom('cohort_members')
    .innerJoin('users', 'users.id', 'cohort_members.user_id')
    .select(['users.id', 'users.email', 'users.full_name'])
    .where('cohort_members.startup_id', '=', startupId)
    .where('cohort_members.role', '=', 'founder')
    .orderBy('users.id')
    .execute();
}

/** Startups in a cohort that have no grant yet, by name. */
export function listStartupsWithoutGrant(db: Executor) {
  return db
    .selectFrom('startups')
    .select(['startups.id', 'startups.name'])
    .where('startups.cohort_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('grants').select('grants.id').whereRef('grants.startup_id', '=', 'startups.id'),
        ),
      ),
    )
    .orderBy('startups.name')
    .orderBy('startups.id')
    .execute();
}

/* ---------- grants ---------- */

const GRANT_COLUMNS = [
  'grants.id',
  'grants.startup_id',
  'grants.scheme',
  'grants.sanctioned_paise',
  'grants.sanctioned_on',
  'grants.reference',
  'startups.name as startup_name',
] as const;

export function findGrant(db: Executor, grantId: number) {
  return db
    .selectFrom('grants')
    .innerJoin('startups', 'startups.id', 'grants.startup_id')
    .select(GRANT_COLUMNS)
    .where('grants.id', '=', grantId)
    .executeTakeFirst();
}

export function findGrantOfStartup(db: Executor, startupId: number) {
  return db
    .selectFrom('grants')
    .innerJoin('startups', 'startups.id', 'grants.startup_id')
    .select(GRANT_COLUMNS)
    .where('grants.startup_id', '=', startupId)
    .executeTakeFirst();
}

export function listGrants(db: Executor) {
  return db
    .selectFrom('grants')
    .innerJoin('startups', 'startups.id', 'grants.startup_id')
    .select(GRANT_COLUMNS)
    .orderBy('startups.name')
    .orderBy('grants.id')
    .execute();
}

export async function insertGrant(db: Executor, row: NewGrantRow): Promise<number> {
  const saved = await db.insertInto('grants').values(row).returning('id').executeTakeFirstOrThrow();
  return saved.id;
}

/**
 * Touches the grant first in a transaction that then checks its sums: PostgreSQL locks the row until the
 * end, SQLite's single writer is taken here, so two writes that each fit alone never both pass together.
 */
export async function lockGrant(db: Executor, grantId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('grants')
    .set({ updated_at: now })
    .where('id', '=', grantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/* ---------- tranches ---------- */

export function listTranches(db: Executor, grantIds: number[]) {
  if (grantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('grant_tranches')
    .selectAll()
    .where('grant_id', 'in', grantIds)
    .orderBy('due_on')
    .orderBy('id')
    .execute();
}

export function findTranche(db: Executor, trancheId: number) {
  return db
    .selectFrom('grant_tranches')
    .innerJoin('grants', 'grants.id', 'grant_tranches.grant_id')
    .innerJoin('startups', 'startups.id', 'grants.startup_id')
    .selectAll('grant_tranches')
    .select(['grants.startup_id', 'grants.sanctioned_on', 'startups.name as startup_name'])
    .where('grant_tranches.id', '=', trancheId)
    .executeTakeFirst();
}

export async function insertTranche(db: Executor, row: NewGrantTrancheRow): Promise<number> {
  const saved = await db.insertInto('grant_tranches').values(row).returning('id').executeTakeFirstOrThrow();
  return saved.id;
}

/**
 * Moves a tranche on only from one of `from`: a conditional write, so of two simultaneous moves (two
 * approvals, two disbursements) exactly one happens. Answers whether this one did.
 */
export async function moveTranche(
  db: Executor,
  trancheId: number,
  from: readonly TrancheState[],
  changes: GrantTrancheUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('grant_tranches')
    .set(changes)
    .where('id', '=', trancheId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Milestones still owing evidence whose due date is between `from` and `to` (inclusive). */
export function listTranchesOwingEvidence(
  db: Executor,
  states: readonly TrancheState[],
  from: string,
  to: string,
) {
  return db
    .selectFrom('grant_tranches')
    .select(['id', 'due_on'])
    .where('state', 'in', [...states])
    .where('due_on', '>=', from)
    .where('due_on', '<=', to)
    .orderBy('id')
    .execute();
}

/* ---------- spending ---------- */

export function listExpenses(db: Executor, grantIds: number[]) {
  if (grantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('grant_expenses')
    .selectAll()
    .where('grant_id', 'in', grantIds)
    .orderBy('spent_on')
    .orderBy('id')
    .execute();
}

export async function insertExpense(db: Executor, row: NewGrantExpenseRow): Promise<number> {
  const saved = await db.insertInto('grant_expenses').values(row).returning('id').executeTakeFirstOrThrow();
  return saved.id;
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const [grants, tranches, expenses] = await Promise.all([
    db.selectFrom('grants').selectAll().where('created_by', '=', subject.id).execute(),
    db
      .selectFrom('grant_tranches')
      .select([
        'id',
        'grant_id',
        'title',
        'due_on',
        'state',
        'evidence_note',
        'evidence_key',
        'evidence_at',
        'review_reason',
        'reviewed_at',
      ])
      .where('evidence_by', '=', subject.id)
      .execute(),
    db.selectFrom('grant_expenses').selectAll().where('recorded_by', '=', subject.id).execute(),
  ]);
  return [
    { name: 'grants-recorded', rows: grants },
    { name: 'grant-evidence', rows: tranches },
    { name: 'grant-spending', rows: expenses },
  ];
}
