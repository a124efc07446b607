import type { ImageRef } from '#common/content';
import type { CentreEvent, EventCategory } from '#common/events';
import type { Executor } from '#server/db/database';
import type { ImageVariant } from '#server/modules/media';
import { loadImageRefs, toImageRef } from '#server/modules/media';
import type { EventRow } from './repository';

const PLACEHOLDER_IMAGE: ImageRef = { src: '', srcSet: '', width: 1, height: 1 };

/**
 * An event row as the API shows it (the names of docs/product.md#event-fields; `image` is the picture's URL).
 */
export function toEventView(row: EventRow, image: ImageRef | undefined): CentreEvent {
  const ref = image ?? PLACEHOLDER_IMAGE;
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
  };
}

export async function loadEventViews(db: Executor, rows: EventRow[]): Promise<CentreEvent[]> {
  const images = await loadImageRefs(
    db,
    rows.map((row) => row.image_key),
  );
  return rows.map((row) => toEventView(row, images.get(row.image_key)));
}

/** The picture's reference straight from the variants just stored, without reading them back. */
export function imageRefOf(key: string, variants: ImageVariant[]): ImageRef | undefined {
  const sizes = variants
    .map((variant) => ({ asset_key: key, width: variant.width, height: variant.height }))
    .sort((a, b) => a.width - b.width);
  return toImageRef(key, sizes) ?? undefined;
}
