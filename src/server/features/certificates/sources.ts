import type { CertificateVerification } from '#common/certificates';
import type { Executor } from '#server/db/database';
import { eventCertificateCodes } from '#server/features/events';
import { cohortCertificateCodes } from '#server/features/startups';
import { checkCertificateCode } from '#server/modules/certificates';

/** Every feature that issues certificates: events (attendance) and cohorts (completion). */
const SOURCES = [eventCertificateCodes, cohortCertificateCodes] as const;

/**
 * What anyone holding a code may learn, whichever feature issued it; undefined for an unknown or malformed
 * code (docs/decisions/057-cohort-certificates.md).
 */
export function findCertificateForPage(
  db: Executor,
  code: string,
): Promise<CertificateVerification | undefined> {
  return checkCertificateCode(db, SOURCES, code);
}
