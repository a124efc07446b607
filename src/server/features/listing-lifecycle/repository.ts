import { sql } from 'kysely';
import type { ApplicableKind } from '#common/post-applications';
import type { Executor, ListingClosedReason, ReviewStatus } from '#server/db/database';

const TABLE = { internship: 'internships', project: 'projects' } as const;
const TITLE = { internship: 'title', project: 'project_title' } as const;

/** A listing as its lifecycle needs it: owner, state, expiry and closure. */
export interface ListingRow {
  id: number;
  owner_id: number;
  title: string;
  status: ReviewStatus;
  expires_at: string | null;
  closed_at: string | null;
  closed_reason: ListingClosedReason | null;
  owner_email: string;
  owner_name: string;
}

export async function findListing(db: Executor, kind: ApplicableKind, id: number) {
  const table = TABLE[kind];
  return (await db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.owner_id`)
    .select([
      sql.ref<number>(`${table}.id`).as('id'),
      sql.ref<number>(`${table}.owner_id`).as('owner_id'),
      sql.ref<string>(`${table}.${TITLE[kind]}`).as('title'),
      sql.ref<ReviewStatus>(`${table}.status`).as('status'),
      sql.ref<string | null>(`${table}.expires_at`).as('expires_at'),
      sql.ref<string | null>(`${table}.closed_at`).as('closed_at'),
      sql.ref<ListingClosedReason | null>(`${table}.closed_reason`).as('closed_reason'),
      'users.email as owner_email',
      'users.full_name as owner_name',
    ])
    .where(sql.ref(`${table}.id`), '=', id)
    .executeTakeFirst()) as ListingRow | undefined;
}

/**
 * Starts a new period: the listing is open until `expiresAt`. Only an approved listing that was not closed
 * as filled (an expired one opens again); true when it changed.
 */
export async function renewListing(db: Executor, kind: ApplicableKind, id: number, expiresAt: string) {
  const result = await db
    .updateTable(TABLE[kind])
    .set({ expires_at: expiresAt, closed_at: null, closed_reason: null })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where((eb) => eb.or([eb('closed_reason', 'is', null), eb('closed_reason', '=', 'expired')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an approved listing as filled: an open one, or an expired one (its owner found someone after all).
 * True when this call closed it.
 */
export async function closeListingAsFilled(db: Executor, kind: ApplicableKind, id: number, at: string) {
  const result = await db
    .updateTable(TABLE[kind])
    .set({ closed_at: at, closed_reason: 'filled' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where((eb) => eb.or([eb('closed_reason', 'is', null), eb('closed_reason', '=', 'expired')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an open listing as expired, only while `expiresAt` is still its expiry (a renewal since the job
 * was scheduled moved it). True when this call closed it.
 */
export async function expireListing(db: Executor, kind: ApplicableKind, id: number, expiresAt: string) {
  const result = await db
    .updateTable(TABLE[kind])
    .set({ closed_at: expiresAt, closed_reason: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('closed_at', 'is', null)
    .where('expires_at', '=', expiresAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approved listings still open, with their expiry: the process that runs jobs makes sure each has its jobs. */
export async function openListings(db: Executor) {
  const [internships, projects] = await Promise.all(
    (['internship', 'project'] as const).map((kind) =>
      db
        .selectFrom(TABLE[kind])
        .select(['id', 'expires_at'])
        .where('status', '=', 'approved')
        .where('closed_at', 'is', null)
        .where('expires_at', 'is not', null)
        .execute(),
    ),
  );
  return [
    ...internships!.map((row) => ({ kind: 'internship' as const, id: row.id, expiresAt: row.expires_at! })),
    ...projects!.map((row) => ({ kind: 'project' as const, id: row.id, expiresAt: row.expires_at! })),
  ];
}
