import { sql } from 'kysely';
import type { GrantableRole } from '#common/roles';
import type { Executor } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** The roles one account holds, in a stable order. */
export async function rolesOfUser(db: Executor, userId: number): Promise<GrantableRole[]> {
  const rows = await db
    .selectFrom('role_grants')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}

/** Stores the grant unless it exists; true when this call stored it (the unique index decides races). */
export async function insertGrant(
  db: Executor,
  grant: { user_id: number; role: GrantableRole; granted_at: string; granted_by: string },
): Promise<boolean> {
  const result = await db
    .insertInto('role_grants')
    .values(grant)
    .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the grant; true when this call removed it. */
export async function deleteGrant(db: Executor, userId: number, role: GrantableRole): Promise<boolean> {
  const result = await db
    .deleteFrom('role_grants')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The ids and emails of everyone holding a role, by email (the reviewer pool, the mentor list). */
export function listRoleHolders(db: Executor, role: GrantableRole) {
  return db
    .selectFrom('role_grants')
    .innerJoin('users', 'users.id', 'role_grants.user_id')
    .select(['users.id', 'users.email', 'users.full_name'])
    .where('role_grants.role', '=', role)
    .orderBy('users.email')
    .execute();
}

/** Lower-cased substring match on email or name; `%`, `_` and `\` in the search are literal. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PeopleSearch {
  search: string;
  role: GrantableRole | undefined;
  limit: number;
  offset: number;
}

/**
 * One page of accounts for the People tab, by email, with each one's roles. The account list is small (the
 * centre's members), so a scan with a substring match answers well within budget on both engines.
 */
export async function searchPeople(db: Executor, query: PeopleSearch) {
  let base = db.selectFrom('users');
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.full_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.role) {
    const role = query.role;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_grants')
          .select('role_grants.id')
          .whereRef('role_grants.user_id', '=', 'users.id')
          .where('role_grants.role', '=', role),
      ),
    );
  }
  const { total } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(['users.id', 'users.email', 'users.full_name', 'users.last_sign_in_at'])
    .orderBy('users.email')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const grants =
    rows.length === 0
      ? []
      : await db
          .selectFrom('role_grants')
          .select(['user_id', 'role'])
          .where(
            'user_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('role')
          .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      ...row,
      roles: grants.filter((grant) => grant.user_id === row.id).map((grant) => grant.role),
    })),
  };
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db.selectFrom('role_grants').selectAll().where('user_id', '=', subject.id).execute();
  return [{ name: 'roles', rows }];
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('role_grants').where('user_id', '=', subject.id).execute();
}
