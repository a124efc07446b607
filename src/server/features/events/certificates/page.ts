import { formatDateRange } from '#common/event-dates';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_PAGE,
  CERTIFICATE_STATE_WORDS,
  type CertificateVerification,
} from '#common/certificates';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { SITE } from '#common/site';
import type { Executor } from '#server/db/database';
import { escapeHtml } from '#server/modules/mail';
import { findCertificateByCode } from './repository';

/** The verification of a code for its page, or undefined for an unknown one (the page then answers 404). */
export async function findCertificateForPage(
  db: Executor,
  code: string,
): Promise<CertificateVerification | undefined> {
  const normal = code.trim().toUpperCase();
  if (!CERTIFICATE_CODE_PATTERN.test(normal)) return undefined;
  const row = await findCertificateByCode(db, normal);
  return row
    ? {
        state: row.replaced ? 'replaced' : row.revoked_at === null ? 'valid' : 'revoked',
        name: row.shown_name,
        event: row.event_name,
        start_date: row.start_date,
        end_date: row.end_date,
      }
    : undefined;
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
    `<p class="mt-2 text-slate-700">for attending ${escapeHtml(certificate.event)}, ${escapeHtml(formatDateRange(certificate.start_date, certificate.end_date))}.</p>`,
    '</div>',
  ].join('');
}
