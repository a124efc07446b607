import type { EventCertificateSettingsRow, Executor } from '#server/db/database';

// SQL of certificates of attendance (docs/product.md#certificates).

export function findCertificateSettings(
  db: Executor,
  eventId: number,
): Promise<EventCertificateSettingsRow | undefined> {
  return db
    .selectFrom('event_certificate_settings')
    .selectAll()
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export async function saveCertificateSettings(db: Executor, row: EventCertificateSettingsRow): Promise<void> {
  await db
    .insertInto('event_certificate_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        title: row.title,
        signatory_name: row.signatory_name,
        signatory_role: row.signatory_role,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteCertificateSettings(db: Executor, eventId: number): Promise<void> {
  await db.deleteFrom('event_certificate_settings').where('event_id', '=', eventId).execute();
}

/** Events with certificates on and their last day: the runner makes sure each has its issue job. */
export function listEventsWithCertificates(db: Executor) {
  return db
    .selectFrom('event_certificate_settings as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select(['e.id', 'e.end_date'])
    .execute();
}

/** Who checked in at an event and holds no certificate for it yet, with the columns their shown name needs. */
export function listAttendeesWithoutCertificate(db: Executor, eventId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('event_certificates as c', (join) =>
      join.onRef('c.event_id', '=', 'r.event_id').onRef('c.user_id', '=', 'r.user_id'),
    )
    .select(['r.user_id', 'u.email', 'u.full_name'])
    .where('r.event_id', '=', eventId)
    .where('r.status', '=', 'registered')
    .where('r.checked_in_at', 'is not', null)
    .where('c.id', 'is', null)
    .orderBy('r.queue_number')
    .execute();
}

/**
 * Issues a person's certificate unless they hold one for the event: the unique (event, person) pair makes a
 * second run, a retry or another instance insert nothing. True when this call issued it.
 */
export async function insertCertificate(
  db: Executor,
  row: { event_id: number; user_id: number; code: string; shown_name: string; issued_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('event_certificates')
    .values({ ...row, revoked_at: null })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What the public verification shows of a code: the certificate's state, name, event and dates. */
export function findCertificateByCode(db: Executor, code: string) {
  return db
    .selectFrom('event_certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.shown_name', 'c.revoked_at', 'e.name as event_name', 'e.start_date', 'e.end_date'])
    .where('c.code', '=', code)
    .executeTakeFirst();
}

/** An event's issued certificates, first issued first. */
export function listIssuedCertificates(db: Executor, eventId: number) {
  return db
    .selectFrom('event_certificates')
    .select(['id', 'shown_name', 'code', 'issued_at', 'revoked_at'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

/** Revokes one of an event's certificates unless it already is; the row as it now stands, if it exists. */
export async function revokeCertificate(db: Executor, eventId: number, id: number, now: string) {
  await db
    .updateTable('event_certificates')
    .set({ revoked_at: now })
    .where('event_id', '=', eventId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('event_certificates')
    .select(['id', 'shown_name', 'code', 'issued_at', 'revoked_at'])
    .where('event_id', '=', eventId)
    .where('id', '=', id)
    .executeTakeFirst();
}
