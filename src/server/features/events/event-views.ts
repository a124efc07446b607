import type { ImageRef } from '#common/content';
import type { CentreEvent, EventCategory } from '#common/events';
import type { Executor } from '#server/db/database';
import type { ImageVariant } from '#server/modules/media';
import { loadImageRefs, toImageRef } from '#server/modules/media';
import type { CalendarEvent } from './ics';
import { detailsOf, speakerPhotoKeys } from './event-details';
import { countRegistrations, type EventRow, type RegistrationCounts } from './repository';

const PLACEHOLDER_IMAGE: ImageRef = { src: '', srcSet: '', width: 1, height: 1 };

/**
 * An event row as the API shows it (the names of docs/product.md#event-fields; `image` is the picture's URL).
 */
export function toEventView(
  row: EventRow,
  image: ImageRef | undefined,
  counts: RegistrationCounts = { taken: 0, waitlisted: 0, attended: 0 },
  photos: ReadonlyMap<string, ImageRef> = new Map(),
): CentreEvent {
  const ref = image ?? PLACEHOLDER_IMAGE;
  const details = detailsOf(row);
  const site = row.registration_mode === 'site';
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as EventCategory,
    image: ref.src,
    image_ref: ref,
    start_date: row.start_date,
    end_date: row.end_date,
    time: row.time,
    location: row.location,
    attendees: row.attendees,
    registration_link: row.registration_link,
    registration_mode: row.registration_mode,
    registration_opens_at: row.registration_opens_at,
    registration_closes_at: row.registration_closes_at,
    registration_question: row.registration_question,
    seats_left: site ? Math.max(0, row.attendees - counts.taken) : null,
    waitlist_count: site ? counts.waitlisted : 0,
    attended_count: counts.attended,
    ...details,
    // A photo whose picture is gone shows as none rather than a broken image.
    speakers: details.speakers.map((speaker) => ({
      ...speaker,
      photo_ref: (speaker.photo && photos.get(speaker.photo)) || null,
    })),
  };
}

export async function loadEventViews(db: Executor, rows: EventRow[]): Promise<CentreEvent[]> {
  // The events' pictures and their speakers' photos in one query.
  const images = await loadImageRefs(db, [
    ...rows.map((row) => row.image_key),
    ...rows.flatMap((row) => speakerPhotoKeys(detailsOf(row).speakers)),
  ]);
  const counts = await countRegistrations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEventView(row, images.get(row.image_key), counts.get(row.id), images));
}

/** The picture's reference straight from the variants just stored, without reading them back. */
export function imageRefOf(key: string, variants: ImageVariant[]): ImageRef | undefined {
  const sizes = variants
    .map((variant) => ({ asset_key: key, width: variant.width, height: variant.height }))
    .sort((a, b) => a.width - b.width);
  return toImageRef(key, sizes) ?? undefined;
}

/** An event row as calendar files show it: its public fields and when it was created and changed. */
export function toCalendarEvent(row: EventRow): CalendarEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as EventCategory,
    start_date: row.start_date,
    end_date: row.end_date,
    time: row.time,
    location: row.location,
    registration_link: row.registration_link,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
