import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { PDF_MAX_BYTES, PRIVATE_FILE_MESSAGES } from '#common/private-files';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { PDF_PROBLEM_MESSAGES, pdfProblem } from './pdf-check';
import { findPrivateFile, insertPrivateFile } from './repository';
import { noStore } from '#server/lib/no-store';

/** A checked upload, not stored yet. */
export interface PreparedPrivateFile {
  /** A PDF, or a PNG the server made itself (a certificate's signature, docs/product.md#certificates). */
  contentType: 'application/pdf' | 'image/png';
  filename: string;
  bytes: Buffer;
}

/** The longest file name kept; longer names keep their start and the `.pdf`. */
const FILENAME_MAX = 100;

/**
 * A name safe in a Content-Disposition header and on any disk: letters, digits, dot, dash, underscore and
 * space only, ending in `.pdf`. The name is a courtesy to whoever downloads the file, never trusted.
 */
export function cleanPdfFilename(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[._ ]+/, '')
    .trim()
    .slice(0, FILENAME_MAX - 4);
  return `${base || 'document'}.pdf`;
}

/**
 * Checks an uploaded PDF by its bytes (file-type, then the structural check of pdf-check.ts) and answers
 * it ready to store; a 4xx HttpError with the reason for anything else (413 too large, 400 otherwise).
 */
export async function preparePdf(bytes: Buffer, filename: string): Promise<PreparedPrivateFile> {
  const early = pdfProblem(bytes);
  if (early === 'too-large') throw new HttpError(413, PDF_PROBLEM_MESSAGES['too-large']);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'application/pdf') throw new HttpError(400, PDF_PROBLEM_MESSAGES['not-a-pdf']);
  if (early) throw new HttpError(400, PDF_PROBLEM_MESSAGES[early]);
  return { contentType: 'application/pdf', filename: cleanPdfFilename(filename), bytes };
}

/**
 * Stores a checked file and answers its key. Call it in the transaction of the row that points at the file,
 * so neither is ever left without the other.
 */
export async function storePrivateFile(db: Executor, file: PreparedPrivateFile): Promise<string> {
  const key = randomUUID();
  await insertPrivateFile(db, {
    key,
    content_type: file.contentType,
    filename: file.filename,
    size: file.bytes.length,
    bytes: file.bytes,
    created_at: new Date().toISOString(),
  });
  return key;
}

/**
 * Sends a stored file as a download that no browser renders inside the site and no proxy keeps. The caller
 * has already checked that the reader may have it; 404 when the file is gone.
 */
export async function sendPrivateFile(db: Executor, reply: FastifyReply, key: string): Promise<Buffer> {
  const file = await findPrivateFile(db, key);
  if (!file) throw new HttpError(404, 'This file no longer exists.');
  noStore(reply, 'private')
    .header('content-type', file.content_type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cross-origin-resource-policy', 'same-origin');
  return Buffer.from(file.bytes);
}

/** Multipart limits for a form that carries one PDF (readMultipartForm of the media module). */
export const PDF_LIMITS = {
  maxFileBytes: PDF_MAX_BYTES,
  tooLargeMessage: PRIVATE_FILE_MESSAGES.tooLarge,
  oneFileMessage: 'Send one PDF at a time.',
};
