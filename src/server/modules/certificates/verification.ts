import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_KIND_WORDS,
  CERTIFICATE_PAGE,
  CERTIFICATE_STATE_WORDS,
  type CertificateKind,
  type CertificateVerification,
} from '#common/certificates';
import { formatDateRange } from '#common/event-dates';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { SITE } from '#common/site';
import type { Executor } from '#server/db/database';
import { escapeHtml } from '#server/modules/mail';

/** What a feature's lookup of a code finds: the certificate's state and what anyone may learn of it. */
export interface FoundCertificateCode {
  shown_name: string;
  revoked_at: string | null;
  /** The code is one a reissue replaced (docs/decisions/051-certificate-pdfs.md). */
  replaced: boolean;
  subject: string;
  start_date: string;
  end_date: string;
}

/** A feature's lookup of a (well-formed, upper-case) code among the certificates it issues. */
export interface CertificateCodeSource {
  kind: CertificateKind;
  find(db: Executor, code: string): Promise<FoundCertificateCode | undefined>;
}

/**
 * The public check of a code across the features that issue certificates (docs/decisions/057-cohort-certificates.md):
 * each code is 80 random bits, so it is in at most one of them. Undefined for an unknown or malformed code.
 */
export async function checkCertificateCode(
  db: Executor,
  sources: readonly CertificateCodeSource[],
  code: string,
): Promise<CertificateVerification | undefined> {
  const normal = code.trim().toUpperCase();
  if (!CERTIFICATE_CODE_PATTERN.test(normal)) return undefined;
  for (const source of sources) {
    const row = await source.find(db, normal);
    if (row)
      return {
        kind: source.kind,
        state: row.replaced ? 'replaced' : row.revoked_at === null ? 'valid' : 'revoked',
        name: row.shown_name,
        event: row.subject,
        start_date: row.start_date,
        end_date: row.end_date,
      };
  }
  return undefined;
}

/** The page's head: its title, and `noindex`, so no search engine lists people's names. */
export function certificateHead(): string {
  return [
    `<title>${escapeHtml(`${CERTIFICATE_PAGE.title} | ${SITE.name}`)}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
}

/** The answer in the HTML itself, readable before any script runs (a phone that just scanned the QR code). */
export function certificatePreviewHtml(certificate: CertificateVerification): string {
  const words = CERTIFICATE_STATE_WORDS[certificate.state];
  return [
    `<div ${SERVER_PREVIEW_ATTRIBUTE} class="mx-auto max-w-xl px-4 pt-28 pb-20 sm:px-6">`,
    `<h1 class="text-3xl font-bold text-ink">${escapeHtml(words.heading)}</h1>`,
    `<p class="mt-4 text-slate-700">${escapeHtml(words.text)}</p>`,
    `<p class="mt-2 text-2xl font-semibold text-ink">${escapeHtml(certificate.name)}</p>`,
    `<p class="mt-2 text-slate-700">${CERTIFICATE_KIND_WORDS[certificate.kind]} ${escapeHtml(certificate.event)}, ${escapeHtml(formatDateRange(certificate.start_date, certificate.end_date))}.</p>`,
    '</div>',
  ].join('');
}
