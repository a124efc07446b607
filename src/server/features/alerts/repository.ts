import type { AlertFrequency } from '#common/alerts';
import type { Executor, NewSearchAlertRow, SearchAlertRow } from '#server/db/database';
import { searchIdeas, searchInternships, searchProjects } from '#server/features/opportunities';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

export function listAlertsOf(db: Executor, userId: number) {
  return db
    .selectFrom('search_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countAlertsOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('search_alerts')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertAlert(db: Executor, row: NewSearchAlertRow): Promise<SearchAlertRow> {
  return db.insertInto('search_alerts').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findAlertOf(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('search_alerts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateAlert(
  db: Executor,
  id: number,
  change: { name?: string; frequency?: AlertFrequency; paused?: number; high_water?: number },
): Promise<SearchAlertRow | undefined> {
  return db.updateTable('search_alerts').set(change).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteAlertOf(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('search_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The alert a link from before merged digests names by its own random token. */
export function alertsByToken(db: Executor, token: string) {
  return db
    .selectFrom('search_alerts')
    .select(['id', 'user_id', 'name', 'list', 'paused'])
    .where('unsubscribe_token', '=', token)
    .execute();
}

/** Those of these alerts that still exist and belong to the person, first saved first. */
export function alertsOfPerson(db: Executor, userId: number, alertIds: number[]) {
  return db
    .selectFrom('search_alerts')
    .select(['id', 'user_id', 'name', 'list', 'paused'])
    .where('user_id', '=', userId)
    .where('id', 'in', alertIds)
    .orderBy('id')
    .execute();
}

/** Pauses the person's alerts among these ids. */
export async function pauseAlerts(db: Executor, userId: number, alertIds: number[]) {
  if (alertIds.length === 0) return;
  await db
    .updateTable('search_alerts')
    .set({ paused: 1 })
    .where('user_id', '=', userId)
    .where('id', 'in', alertIds)
    .execute();
}

/** People with at least one active alert of this frequency. */
export async function usersWithActiveAlerts(db: Executor, frequency: AlertFrequency): Promise<number[]> {
  const rows = await db
    .selectFrom('search_alerts')
    .select('user_id')
    .distinct()
    .where('frequency', '=', frequency)
    .where('paused', '=', 0)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export function activeAlertsOf(db: Executor, userId: number, frequency: AlertFrequency) {
  return db
    .selectFrom('search_alerts')
    .innerJoin('users', 'users.id', 'search_alerts.user_id')
    .selectAll('search_alerts')
    .select(['users.email', 'users.full_name'])
    .where('search_alerts.user_id', '=', userId)
    .where('search_alerts.frequency', '=', frequency)
    .where('search_alerts.paused', '=', 0)
    .orderBy('search_alerts.id')
    .execute();
}

export interface MatchedPost {
  id: number;
  title: string;
  by: string;
}

/**
 * Posts of the alert's list approved after its high-water mark and up to `upTo`, matching its search
 * through the list's own search function, first approved first.
 */
export async function newMatches(
  db: Executor,
  alert: Pick<SearchAlertRow, 'list' | 'q' | 'filter' | 'high_water'>,
  upTo: number,
  limit: number,
): Promise<{ posts: MatchedPost[]; total: number }> {
  const range = { after: alert.high_water, upTo };
  if (alert.list === 'ideas') {
    const base = searchIdeas(db, { q: alert.q }, range);
    return page(
      base.select(['id', 'title', 'owner_name as by']).orderBy('approval_seq').limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    );
  }
  if (alert.list === 'projects') {
    const base = searchProjects(
      db,
      { q: alert.q, location: alert.filter as 'All' | 'Remote' | 'On-site' | 'Hybrid' },
      range,
    );
    return page(
      base
        .select(['id', 'project_title as title', 'by_whom as by'])
        .orderBy('approval_seq')
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    );
  }
  const base = searchInternships(
    db,
    { q: alert.q, type: alert.filter as 'All' | 'Full-time' | 'Part-time' },
    range,
  );
  return page(
    base.select(['id', 'title', 'company as by']).orderBy('approval_seq').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  );
}

async function page(rows: Promise<MatchedPost[]>, count: Promise<{ total: number | string }>) {
  const [posts, total] = await Promise.all([rows, count]);
  return { posts, total: Number(total.total) };
}

export async function raiseHighWater(db: Executor, id: number, to: number) {
  await db
    .updateTable('search_alerts')
    .set({ high_water: to })
    .where('id', '=', id)
    .where('high_water', '<', to)
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db.selectFrom('search_alerts').selectAll().where('user_id', '=', subject.id).execute();
  return [{ name: 'search-alerts', rows: rows.map(({ unsubscribe_token: _token, ...row }) => row) }];
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('search_alerts').where('user_id', '=', subject.id).execute();
}
