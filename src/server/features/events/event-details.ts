import {
  EMPTY_ORGANISER,
  EMPTY_VENUE,
  type AgendaItem,
  type Organiser,
  type Speaker,
  type Venue,
} from '#common/event-details';
import type { EventInput } from '#common/events';
import type { EventRow } from './repository';

/**
 * The page details of an event (docs/product.md#single-event-page) between their JSON columns and the API
 * (docs/decisions/043-event-details-as-json-columns.md). Only validated input is ever written, so reading
 * trusts the shape and falls back to "empty" for a text that is not JSON at all.
 */
function parsed<T>(text: string, empty: T): T {
  try {
    return (JSON.parse(text) as T | null) ?? empty;
  } catch {
    return empty;
  }
}

export interface EventDetails {
  agenda: AgendaItem[];
  speakers: Speaker[];
  venue: Venue;
  organiser: Organiser;
  what_to_bring: string;
}

/** Items and speakers saved before days and photos existed read as "first day" and "no photo". */
export function detailsOf(row: EventRow): EventDetails {
  return {
    agenda: parsed<Partial<AgendaItem>[]>(row.agenda, []).map((item) => ({
      day: '',
      start: '',
      end: '',
      title: '',
      speaker: '',
      notes: '',
      ...item,
    })),
    speakers: parsed<Partial<Speaker>[]>(row.speakers, []).map((speaker) => ({
      name: '',
      role: '',
      link: '',
      photo: '',
      photo_alt: '',
      ...speaker,
    })),
    venue: { ...EMPTY_VENUE, ...parsed<Partial<Venue>>(row.venue, {}) },
    organiser: { ...EMPTY_ORGANISER, ...parsed<Partial<Organiser>>(row.organiser, {}) },
    what_to_bring: row.what_to_bring,
  };
}

/** The stored pictures of an event's speakers (docs/decisions/060-speaker-photos-and-agenda-days.md). */
export function speakerPhotoKeys(speakers: Pick<Speaker, 'photo'>[]): string[] {
  return speakers.map((speaker) => speaker.photo).filter(Boolean);
}

/** The columns a validated input writes. */
export function storedDetails(input: EventDetails) {
  return {
    agenda: JSON.stringify(input.agenda),
    speakers: JSON.stringify(input.speakers),
    venue: JSON.stringify(input.venue),
    organiser: JSON.stringify(input.organiser),
    what_to_bring: input.what_to_bring,
  };
}

/** A stored event as input again, so a PATCH is checked as the whole event it makes. */
export function inputOf(row: EventRow): Record<keyof EventInput, unknown> {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
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
    ...detailsOf(row),
  };
}
