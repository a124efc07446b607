import { EVENT_DETAIL_MESSAGES, type Speaker } from '#common/event-details';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { deleteMediaAsset, prepareImage, storeImage, type ImageVariant } from '#server/modules/media';
import { speakerPhotoKeys } from './event-details';

/** A speaker's photo is shown at 64 px (128 px on dense screens, 256 px kept for larger uses). */
export const SPEAKER_PHOTO_WIDTHS = [128, 256];

/** New photos by the index of their speaker in the submitted list, as the route read them. */
export type SpeakerPhotoFiles = ReadonlyMap<number, Buffer>;
/** The same photos checked and re-encoded, ready to store in the write's transaction. */
export type PreparedSpeakerPhotos = ReadonlyMap<number, ImageVariant[]>;

/**
 * Checks and re-encodes each new photo before the transaction (docs/product.md#image-uploads); a picture the
 * pipeline refuses is that speaker's field error, so the form shows it under the right row.
 */
export async function prepareSpeakerPhotos(files: SpeakerPhotoFiles): Promise<PreparedSpeakerPhotos> {
  const prepared = new Map<number, ImageVariant[]>();
  for (const [index, bytes] of files) {
    try {
      prepared.set(index, await prepareImage(bytes, SPEAKER_PHOTO_WIDTHS));
    } catch (error) {
      if (error instanceof HttpError)
        throw new HttpError(error.statusCode, error.message, { [`speakers.${index}.photo`]: error.message });
      throw error;
    }
  }
  return prepared;
}

/**
 * The speakers as they will be stored: each kept photo must be one this event already has (a key of another
 * picture is refused, so no form can point at someone else's upload), each new one is stored and named.
 * A new photo for a speaker the list does not have is refused rather than dropped.
 */
export async function placeSpeakerPhotos(
  trx: Executor,
  speakers: Speaker[],
  photos: PreparedSpeakerPhotos,
  existingKeys: readonly string[],
): Promise<Speaker[]> {
  for (const index of photos.keys())
    if (index >= speakers.length)
      throw new HttpError(400, EVENT_DETAIL_MESSAGES.photoWithoutSpeaker, {
        speakers: EVENT_DETAIL_MESSAGES.photoWithoutSpeaker,
      });
  const placed: Speaker[] = [];
  for (const [index, speaker] of speakers.entries()) {
    const variants = photos.get(index);
    if (variants) {
      placed.push({ ...speaker, photo: await storeImage(trx, variants) });
      continue;
    }
    if (speaker.photo && !existingKeys.includes(speaker.photo))
      throw new HttpError(400, EVENT_DETAIL_MESSAGES.photoUnknown, {
        [`speakers.${index}.photo`]: EVENT_DETAIL_MESSAGES.photoUnknown,
      });
    placed.push(speaker);
  }
  return placed;
}

/** Deletes the photos the event no longer uses, in the write's transaction. */
export async function dropUnusedSpeakerPhotos(
  trx: Executor,
  before: readonly string[],
  after: Pick<Speaker, 'photo'>[],
): Promise<void> {
  const kept = new Set(speakerPhotoKeys(after));
  for (const key of new Set(before)) if (!kept.has(key)) await deleteMediaAsset(trx, key);
}
