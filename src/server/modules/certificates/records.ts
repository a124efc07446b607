import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { shownName } from '#server/modules/users';
import { newCertificateCode } from './codes';

/** The columns every stored certificate has, whichever feature stores it. */
export interface StoredCertificateState {
  id: number;
  code: string;
  shown_name: string;
  revoked_at: string | null;
}

/**
 * One feature's certificates within one scope (an event, a cohort): the SQL stays in the feature's repository
 * (a table belongs to one feature); the steps of a revoke or a reissue are these functions', once.
 */
export interface CertificateRecords<Row extends StoredCertificateState> {
  /** The certificate with its holder's columns for their shown name today. */
  holder(db: Executor, id: number): Promise<(Row & { email: string; full_name: string | null }) | undefined>;
  /** Sets revoked_at unless set, and answers the row as it now stands. */
  revoke(db: Executor, id: number, now: string): Promise<Row | undefined>;
  /** Keeps the old code as replaced and writes the new code and name, unless the code changed meanwhile. */
  reissue(
    db: Executor,
    before: Row,
    change: { code: string; shown_name: string; now: string },
  ): Promise<Row | undefined>;
}

export interface CertificateActionMessages {
  notFound: string;
  alreadyRevoked: string;
  reissueRevoked: string;
  changedMeanwhile: string;
}

/** Revokes a certificate: its public check says revoked from then on (docs/product.md#certificates). */
export async function revokeStoredCertificate<Row extends StoredCertificateState>(
  db: Executor,
  records: CertificateRecords<Row>,
  id: number,
  messages: CertificateActionMessages,
): Promise<Row> {
  const before = await records.holder(db, id);
  if (!before) throw new HttpError(404, messages.notFound);
  if (before.revoked_at !== null) throw new HttpError(409, messages.alreadyRevoked);
  return (await records.revoke(db, id, new Date().toISOString()))!;
}

/**
 * Reissues a certificate with the holder's name as shown today and a new code; the old code then checks as
 * replaced (docs/decisions/051-certificate-pdfs.md). A revoked certificate stays revoked.
 */
export async function reissueStoredCertificate<Row extends StoredCertificateState>(
  db: Executor,
  records: CertificateRecords<Row>,
  id: number,
  messages: CertificateActionMessages,
): Promise<{ before: Row; row: Row }> {
  const before = await records.holder(db, id);
  if (!before) throw new HttpError(404, messages.notFound);
  if (before.revoked_at !== null) throw new HttpError(409, messages.reissueRevoked);
  const row = await records.reissue(db, before, {
    code: newCertificateCode(),
    shown_name: shownName(before, { seesEmail: false }),
    now: new Date().toISOString(),
  });
  // Two reissues at once: the second found the code already changed and wrote nothing.
  if (!row) throw new HttpError(409, messages.changedMeanwhile);
  return { before, row };
}
