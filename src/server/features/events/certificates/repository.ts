import type { CertificateRole, EventCertificateSettingsRow, Executor } from '#server/db/database';

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

export async function saveCertificateSettings(
  db: Executor,
  row: Omit<EventCertificateSettingsRow, 'logo_key' | 'signature_key'>,
): Promise<void> {
  await db
    .insertInto('event_certificate_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        title: row.title,
        signatory_name: row.signatory_name,
        signatory_role: row.signatory_role,
        include_staff: row.include_staff,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Points the certificate's logo or signature at a stored picture (or at none). */
export async function setCertificatePicture(
  db: Executor,
  eventId: number,
  column: 'logo_key' | 'signature_key',
  key: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('event_certificate_settings')
    .set({ [column]: key, updated_at: now })
    .where('event_id', '=', eventId)
    .execute();
}

/** Accounts whose email is one of these (the organiser's address), with what their shown name needs. */
export function findUsersByEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id as user_id', 'email', 'full_name'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['email']),
        'in',
        emails.map((email) => email.toLowerCase()),
      ),
    )
    .execute();
}

/** Accounts whose full name is exactly one of these (a speaker as the admin typed them). */
export function findUsersByFullNames(db: Executor, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id as user_id', 'email', 'full_name'])
    .where('full_name', 'in', names)
    .execute();
}

/** Whether a person already holds a certificate for an event. */
export async function holdsCertificate(db: Executor, eventId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_certificates')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
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
 * second run, a retry or another instance insert nothing. The new certificate's id when this call issued it.
 */
export async function insertCertificate(
  db: Executor,
  row: {
    event_id: number;
    user_id: number;
    code: string;
    shown_name: string;
    issued_at: string;
    role?: CertificateRole;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('event_certificates')
    .values({ ...row, revoked_at: null, reissued_at: null })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * What the public verification shows of a code: the certificate's state, name, event and dates. A code a
 * reissue replaced answers `replaced` with the name it was issued to.
 */
export async function findCertificateByCode(db: Executor, code: string) {
  const current = await db
    .selectFrom('event_certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.shown_name', 'c.revoked_at', 'e.name as event_name', 'e.start_date', 'e.end_date'])
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (current) return { ...current, replaced: false };
  const replaced = await db
    .selectFrom('event_certificate_replaced_codes as r')
    .innerJoin('event_certificates as c', 'c.id', 'r.certificate_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['r.shown_name', 'c.revoked_at', 'e.name as event_name', 'e.start_date', 'e.end_date'])
    .where('r.code', '=', code)
    .executeTakeFirst();
  return replaced ? { ...replaced, replaced: true } : undefined;
}

const ISSUED_COLUMNS = [
  'id',
  'shown_name',
  'code',
  'role',
  'issued_at',
  'revoked_at',
  'reissued_at',
] as const;

/** An event's issued certificates, first issued first. */
export function listIssuedCertificates(db: Executor, eventId: number) {
  return db
    .selectFrom('event_certificates')
    .select(ISSUED_COLUMNS)
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

/**
 * One certificate with everything its PDF prints, found by its id and either its event (the admin) or its
 * holder (the person themselves: another's id finds nothing).
 */
export function findCertificateForPdf(
  db: Executor,
  id: number,
  scope: { eventId: number } | { userId: number },
) {
  let query = db
    .selectFrom('event_certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .leftJoin('event_certificate_settings as s', 's.event_id', 'c.event_id')
    .select([
      'c.id',
      'c.user_id',
      'c.code',
      'c.shown_name',
      'c.role',
      'c.revoked_at',
      'e.name as event_name',
      'e.start_date',
      'e.end_date',
      's.title',
      's.signatory_name',
      's.signatory_role',
      's.logo_key',
      's.signature_key',
    ])
    .where('c.id', '=', id);
  query =
    'eventId' in scope
      ? query.where('c.event_id', '=', scope.eventId)
      : query.where('c.user_id', '=', scope.userId);
  return query.executeTakeFirst();
}

/** A person's certificates that still attest (not revoked), newest event first. */
export function listCertificatesOf(db: Executor, userId: number) {
  return db
    .selectFrom('event_certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .leftJoin('event_certificate_settings as s', 's.event_id', 'c.event_id')
    .select([
      'c.id',
      'c.event_id',
      'e.name as event',
      's.title',
      'c.shown_name as name',
      'c.code',
      'c.role',
      'e.start_date',
      'e.end_date',
      'c.issued_at',
    ])
    .where('c.user_id', '=', userId)
    .where('c.revoked_at', 'is', null)
    .orderBy('e.start_date', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The holder of one of an event's certificates, with what their shown name needs today. */
export function findCertificateHolder(db: Executor, eventId: number, id: number) {
  return db
    .selectFrom('event_certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([...ISSUED_COLUMNS.map((column) => `c.${column}` as const), 'u.email', 'u.full_name'])
    .where('c.event_id', '=', eventId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/**
 * Reissues a certificate: the corrected name, a new code, and the old code kept as replaced (with the name
 * it carried), in the caller's transaction (docs/decisions/051-certificate-pdfs.md).
 */
export async function reissueCertificate(
  db: Executor,
  before: { id: number; code: string; shown_name: string },
  change: { code: string; shown_name: string; now: string },
) {
  await db
    .insertInto('event_certificate_replaced_codes')
    .values({
      code: before.code,
      certificate_id: before.id,
      shown_name: before.shown_name,
      replaced_at: change.now,
    })
    .execute();
  return db
    .updateTable('event_certificates')
    .set({ code: change.code, shown_name: change.shown_name, reissued_at: change.now })
    .where('id', '=', before.id)
    .where('code', '=', before.code)
    .returning(ISSUED_COLUMNS)
    .executeTakeFirst();
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
    .select(ISSUED_COLUMNS)
    .where('event_id', '=', eventId)
    .where('id', '=', id)
    .executeTakeFirst();
}
