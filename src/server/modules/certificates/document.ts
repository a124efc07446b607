import { certificateFilename } from '#common/certificates';
import type { Executor } from '#server/db/database';
import { renderCertificatePdf } from './pdf';
import { logoPng, signaturePng } from './pictures';

/** The title printed when the admin has since turned certificates off (those issued stay valid). */
export const DEFAULT_CERTIFICATE_TITLE = 'Certificate of attendance';

/** Where a certificate's public verification page is. */
export function certificatePath(code: string): string {
  return `/certificates/${code}`;
}

/** What a stored certificate prints, whichever feature issued it (docs/decisions/057-cohort-certificates.md). */
export interface StoredCertificate {
  code: string;
  shown_name: string;
  title: string | null;
  signatory_name: string | null;
  signatory_role: string | null;
  logo_key: string | null;
  signature_key: string | null;
  start_date: string;
  end_date: string;
}

export interface CertificatePdf {
  filename: string;
  bytes: Buffer;
}

/**
 * One stored certificate as its PDF, built from the row on each call (nothing cached, so nobody is handed
 * another's file, docs/decisions/051-certificate-pdfs.md). `reason` and `subject` say what it attests.
 */
export async function certificateDocument(
  db: Executor,
  publicUrl: string,
  row: StoredCertificate,
  words: { reason: string; subject: string },
): Promise<CertificatePdf> {
  const [logo, signature] = await Promise.all([
    logoPng(db, row.logo_key),
    signaturePng(db, row.signature_key),
  ]);
  const bytes = await renderCertificatePdf({
    title: row.title ?? DEFAULT_CERTIFICATE_TITLE,
    name: row.shown_name,
    reason: words.reason,
    subject: words.subject,
    startDate: row.start_date,
    endDate: row.end_date,
    signatoryName: row.signatory_name ?? '',
    signatoryRole: row.signatory_role ?? '',
    code: row.code,
    verifyUrl: `${publicUrl}${certificatePath(row.code)}`,
    logo,
    signature,
  });
  return { filename: certificateFilename(row.code), bytes };
}
