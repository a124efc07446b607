// Constants, messages and small helpers of events, without zod: the pages that need only these (the
// home page, the public lists) neither download nor build the schemas
// (docs/performance.md#front-end-budgets). `./events.ts` re-exports everything here, so other modules keep
// importing from there.
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from './media';

/**
 * The four event kinds plus the two program kinds (docs/product.md#event-categories), grouped under Programs
 * (docs/product.md#event-grouping).
 */
export const EVENT_CATEGORIES = [
  'workshop',
  'hackathon',
  'seminar',
  'networking',
  'Funding',
  'Accelerator',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'workshop';
export const PROGRAM_CATEGORIES: readonly EventCategory[] = ['Funding', 'Accelerator'];

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  workshop: 'Workshop',
  hackathon: 'Hackathon',
  seminar: 'Seminar',
  networking: 'Networking',
  Funding: 'Funding',
  Accelerator: 'Accelerator',
};

/** docs/product.md#event-messages, word for word. */
export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  descriptionRequired: 'Event description is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  locationRequired: 'Location is required',
  attendeesRequired: 'Number of attendees is required',
  attendeesMin: 'Number of attendees must be at least 1',
  attendeesNumber: 'Number of attendees must be a whole number',
  registrationLinkRequired: 'Registration link is required',
  registrationLinkUrl: 'Registration link must be a valid URL (https://…)',
  invalidRegistrationMode: 'Choose where people register: external link or on this site',
  invalidInstant: 'Enter a date and time',
  closesBeforeOpens: 'Registration must close after it opens',
  imageRequired: 'Event image is required',
  imageTooLarge: IMAGE_TOO_LARGE_MESSAGE,
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  invalidDate: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'End date cannot be before the start date',
  invalidCategory: 'Choose one of the listed categories',
  imageUploadFailed: (message: string) => `Failed to upload image: ${message}`,
  createFailed: (message: string) => `Failed to create event: ${message}`,
  uploadFailed: 'Failed to upload event. Please try again.',
  uploaded: 'Event uploaded successfully!',
  updated: 'Event updated successfully!',
  nothingToChange: 'There is nothing to change: send at least one field or a new image.',
  unexpectedFile: 'The form carries a file the event does not take: only its picture and speakers’ photos.',
  deleted: 'Event deleted.',
  notFound: 'Event not found',
  loadFailed: 'Failed to load events. Please try again later.',
  streamsFull: 'Live updates are busy right now. Please try again in a minute.',
  streamsPerAddress:
    'Too many live-update connections come from your network. Close some tabs or try again in a minute.',
} as const;

/**
 * docs/product.md#event-administration: the page waits this long after a successful upload before showing
 * /events.
 */
export const REDIRECT_AFTER_UPLOAD_MS = 2000;
/** docs/product.md#live-updates: the live feed's reconnect delays; the last one repeats. */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export const EVENT_STREAM = {
  /** SSE event names. `ready` carries the feed's position; `reset` means "refetch everything". */
  change: 'change',
  ready: 'ready',
  reset: 'reset',
} as const;

/** The page of one event, shared by the server (meta tags) and the browser (links). */
export function eventPagePath(id: number): string {
  return `/events/${id}`;
}
