import type { CohortRole } from '#common/startups-constants';
import type { CohortCertificateSettingsRow, Executor } from '#server/db/database';

// SQL of certificates of a cohort's completion (docs/decisions/057-cohort-certificates.md).

export function findCohortCertificateSettings(
  db: Executor,
  cohortId: number,
): Promise<CohortCertificateSettingsRow | undefined> {
  return db
    .selectFrom('cohort_certificate_settings')
    .selectAll()
    .where('cohort_id', '=', cohortId)
    .executeTakeFirst();
}

/** The wording of a cohort's certificates, kept for the PDFs and their reissues. */
export async function saveCohortCertificateSettings(db: Executor, row: CohortCertificateSettingsRow) {
  const { cohort_id: _cohort, ...wording } = row;
  await db
    .insertInto('cohort_certificate_settings')
    .values(row)
    .onConflict((oc) => oc.column('cohort_id').doUpdateSet(wording))
    .execute();
}

/** The cohort's joined founders and members who hold no certificate of it yet, with their startup. */
export function listMembersWithoutCertificate(db: Executor, cohortId: number) {
  return db
    .selectFrom('cohort_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('startups as s', 's.id', 'm.startup_id')
    .leftJoin('cohort_certificates as c', (join) =>
      join.onRef('c.cohort_id', '=', 'm.cohort_id').onRef('c.user_id', '=', 'm.user_id'),
    )
    .select(['u.id as user_id', 'u.email', 'u.full_name', 'm.role', 's.name as startup_name'])
    .where('m.cohort_id', '=', cohortId)
    .where('m.joined_at', 'is not', null)
    .where('c.id', 'is', null)
    .orderBy('s.name')
    .orderBy('m.id')
    .execute();
}

/** Issues one unless the person holds one for the cohort (the unique pair); the new id, if this call issued it. */
export async function insertCohortCertificate(
  db: Executor,
  row: {
    cohort_id: number;
    user_id: number;
    code: string;
    shown_name: string;
    startup_name: string;
    member_role: CohortRole;
    issued_at: string;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('cohort_certificates')
    .values({ ...row, revoked_at: null, reissued_at: null })
    .onConflict((oc) => oc.columns(['cohort_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

const LISTED = [
  'c.id',
  'c.shown_name',
  'c.code',
  'c.startup_name',
  'c.member_role',
  'c.issued_at',
  'c.revoked_at',
  'c.reissued_at',
] as const;

/** A cohort's certificates, first issued first; or one of them by id. */
export function listCohortCertificates(db: Executor, cohortId: number, id?: number) {
  let query = db.selectFrom('cohort_certificates as c').select(LISTED).where('c.cohort_id', '=', cohortId);
  if (id !== undefined) query = query.where('c.id', '=', id);
  return query.orderBy('c.id').execute();
}

/** One of a cohort's certificates with what its holder's shown name needs today. */
export function findCohortCertificateHolder(db: Executor, cohortId: number, id: number) {
  return db
    .selectFrom('cohort_certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([...LISTED, 'u.email', 'u.full_name'])
    .where('c.cohort_id', '=', cohortId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** Sets revoked_at unless set; the row as it now stands. */
export async function revokeCohortCertificate(db: Executor, cohortId: number, id: number, now: string) {
  await db
    .updateTable('cohort_certificates')
    .set({ revoked_at: now })
    .where('cohort_id', '=', cohortId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return (await listCohortCertificates(db, cohortId, id))[0];
}

/** The corrected name and a new code; the old code kept as replaced with the name it carried. */
export async function reissueCohortCertificate(
  db: Executor,
  cohortId: number,
  before: { id: number; code: string; shown_name: string },
  change: { code: string; shown_name: string; now: string },
) {
  const changed = await db
    .updateTable('cohort_certificates')
    .set({ code: change.code, shown_name: change.shown_name, reissued_at: change.now })
    .where('id', '=', before.id)
    .where('code', '=', before.code)
    .returning('id')
    .executeTakeFirst();
  if (!changed) return undefined;
  await db
    .insertInto('cohort_certificate_replaced_codes')
    .values({
      code: before.code,
      certificate_id: before.id,
      shown_name: before.shown_name,
      replaced_at: change.now,
    })
    .execute();
  return (await listCohortCertificates(db, cohortId, before.id))[0];
}

/** A code's certificate, current or replaced, with its cohort and programme (the public check). */
export async function findCohortCertificateByCode(db: Executor, code: string) {
  const row = await db
    .selectFrom('cohort_certificates as c')
    .innerJoin('cohorts as h', 'h.id', 'c.cohort_id')
    .leftJoin('programs as p', 'p.slug', 'h.program_slug')
    .leftJoin('cohort_certificate_replaced_codes as r', (join) =>
      join.onRef('r.certificate_id', '=', 'c.id').on('r.code', '=', code),
    )
    .select([
      'c.shown_name',
      'r.shown_name as replaced_name',
      'c.revoked_at',
      'h.name as cohort',
      'h.program_slug',
      'p.title as programme',
      'h.starts_on as start_date',
      'h.ends_on as end_date',
    ])
    .where((eb) => eb.or([eb('c.code', '=', code), eb('r.code', '=', code)]))
    .executeTakeFirst();
  return row;
}

/** Certificates with their cohort, its programme and the wording: what a PDF or a holder's list shows. */
function withCohort(db: Executor) {
  return db
    .selectFrom('cohort_certificates as c')
    .innerJoin('cohorts as h', 'h.id', 'c.cohort_id')
    .leftJoin('programs as p', 'p.slug', 'h.program_slug')
    .leftJoin('cohort_certificate_settings as s', 's.cohort_id', 'c.cohort_id')
    .select([
      'c.id',
      'c.code',
      'c.shown_name',
      'c.startup_name',
      'c.revoked_at',
      'h.name as cohort',
      'h.program_slug',
      'p.title as programme',
      'h.starts_on as start_date',
      'h.ends_on as end_date',
      's.title',
    ]);
}

/** One certificate with all its PDF prints, by id and its cohort (the admin) or its holder (the person). */
export function findCohortCertificateForPdf(
  db: Executor,
  id: number,
  scope: { cohortId: number } | { userId: number },
) {
  const query = withCohort(db)
    .select(['c.member_role', 's.signatory_name', 's.signatory_role'])
    .where('c.id', '=', id);
  return (
    'cohortId' in scope
      ? query.where('c.cohort_id', '=', scope.cohortId)
      : query.where('c.user_id', '=', scope.userId)
  ).executeTakeFirst();
}

/** A person's certificates of completion that still attest, newest cohort first. */
export function listCohortCertificatesOf(db: Executor, userId: number) {
  return withCohort(db)
    .select(['c.cohort_id', 'c.issued_at'])
    .where('c.user_id', '=', userId)
    .where('c.revoked_at', 'is', null)
    .orderBy('h.starts_on', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The person's certificates of completion and the codes their reissues replaced (Download my data). */
export async function cohortCertificateRecordsOf(db: Executor, userId: number) {
  const theirs = db.selectFrom('cohort_certificates').where('user_id', '=', userId);
  return {
    certificates: await theirs.selectAll().execute(),
    replacedCodes: await db
      .selectFrom('cohort_certificate_replaced_codes')
      .selectAll()
      .where('certificate_id', 'in', theirs.select('id'))
      .execute(),
  };
}

/** Delete my account: the person's certificates of completion go, their replaced codes with them (cascade). */
export async function eraseCohortCertificatesOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('cohort_certificates').where('user_id', '=', userId).execute();
}
