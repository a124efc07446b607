import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '#common/media';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { NUL_IN_TEXT } from '#server/lib/nul-in-text';
import { ImageRejectedError, IMAGE_WIDTHS, processImage, type ImageVariant } from './image-pipeline';
import { insertMediaAsset } from './repository';

/** Formats we take, decided by the bytes (magic numbers), never by the name or the declared type. */
const ACCEPTED_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export const FILE_WITHOUT_FIELD = 'The form has a file without a field name.';
export const ONE_FILE_PER_FIELD = 'Send one picture at a time.';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart/form-data body: every text field and every file, each file at most
 * `limits.maxFileBytes` (413 with `limits.tooLargeMessage` beyond that; pictures by default, with the message
 * of docs/product.md#image-uploads). Limits on the number
 * of parts and field sizes come from the @fastify/multipart registration in app.ts.
 */
export interface MultipartLimits {
  /** The largest file taken (IMAGE_MAX_BYTES unless given), and the 413 message beyond it. */
  maxFileBytes: number;
  tooLargeMessage: string;
  /** The 400 message when one field carries two files. */
  oneFileMessage: string;
  /** How many files one form may carry (the app's registration says 2 unless a route asks for more). */
  maxFiles?: number;
}

const PICTURE_LIMITS: MultipartLimits = {
  maxFileBytes: IMAGE_MAX_BYTES,
  tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  oneFileMessage: ONE_FILE_PER_FIELD,
};

export async function readMultipartForm(
  request: FastifyRequest,
  given: Partial<MultipartLimits> = {},
): Promise<MultipartForm> {
  const limits: MultipartLimits = { ...PICTURE_LIMITS, ...given };
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxFileBytes, ...(limits.maxFiles ? { files: limits.maxFiles } : {}) },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes: that is "no file".
        if (bytes.length === 0 && !part.filename) continue;
        if (!part.fieldname) throw new HttpError(400, FILE_WITHOUT_FIELD);
        // No form takes two files for one picture; keeping either would be a guess.
        if (files.some((file) => file.field === part.fieldname && file.bytes.length > 0) && bytes.length > 0)
          throw new HttpError(400, limits.oneFileMessage);
        files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        if (typeof part.value === 'string' && part.value.includes('\u0000'))
          throw new HttpError(400, NUL_IN_TEXT);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    throw multipartError(error, limits);
  }
  return { fields, files: files.filter((file) => file.bytes.length > 0) };
}

function multipartError(error: unknown, limits: MultipartLimits): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, limits.tooLargeMessage);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'The form has too many fields or files.');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(400, 'The form data could not be read.');
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500)
    return new HttpError(status, 'The form data could not be read.');
  // A malformed body makes busboy throw plain errors; that is the client's fault, not ours.
  return new HttpError(400, 'The form data could not be read.');
}

/**
 * Checks an uploaded picture by content, re-encodes it to WebP variants (metadata stripped) and
 * returns them; nothing is stored yet. Throws a 4xx HttpError for anything that is not a picture.
 */
export async function prepareImage(
  bytes: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<ImageVariant[]> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE_MESSAGE);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_MIME_TYPES.has(detected.mime)) throw new HttpError(400, NOT_AN_IMAGE_MESSAGE);
  try {
    return await processImage(bytes, widths);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}

/**
 * Stores prepared variants as a new media asset and returns its key. Call it in the same
 * transaction as the row that points at the image, so no row ever points at a missing picture
 * and no picture is left without its row.
 */
export async function storeImage(db: Executor, variants: ImageVariant[]): Promise<string> {
  const key = randomUUID();
  await insertMediaAsset(db, key, variants, new Date().toISOString());
  return key;
}
