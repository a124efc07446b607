import sharp, { type Metadata } from 'sharp';

/** Widths we keep of every picture; smaller originals are never enlarged. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Refuse decompression bombs: about a 40-megapixel photo is the most we accept. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface ImageVariant {
  width: number;
  height: number;
  contentType: 'image/webp';
  bytes: Buffer;
}

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/**
 * Decodes an untrusted picture by its content (never its name), and re-encodes it
 * as WebP in a few widths. Re-encoding drops EXIF/GPS metadata and any bytes that
 * are not the picture, which defeats polyglot files.
 */
export async function processImage(
  input: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<ImageVariant[]> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so no limit here: with one, sharp refuses an
    // oversized picture as unreadable and the pixel check below could never explain why.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF).');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError('The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF).');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!metadata.width || !metadata.height || pixels > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('The image has too many pixels (at most 40 megapixels).');
  }

  // EXIF orientation swaps the sides of rotated photos.
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const targetWidths = [...new Set(widths.map((width) => Math.min(width, uprightWidth)))].sort(
    (a, b) => a - b,
  );

  try {
    return await Promise.all(
      targetWidths.map(async (width) => {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, contentType: 'image/webp' as const, bytes: data };
      }),
    );
  } catch {
    throw new ImageRejectedError('The image could not be processed; it may be damaged.');
  }
}
