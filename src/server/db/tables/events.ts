import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EventCategory } from '#common/events-constants';
import type { TableOwners } from '../table-owners';

export interface EventsTable {
  id: Generated<number>;
  name: string;
  description: string;
  category: EventCategory;
  image_key: string;
  start_date: string;
  end_date: string;
  time: Generated<string>;
  location: string;
  attendees: number;
  registration_link: string;
  /** Migration 0014: where people register (docs/product.md#event-registration). */
  registration_mode: Generated<'external' | 'site'>;
  registration_opens_at: string | null;
  registration_closes_at: string | null;
  registration_question: Generated<string>;
  /** Migration 0043: JSON texts (docs/decisions/043-event-details-as-json-columns.md), read by event-views.ts. */
  agenda: Generated<string>;
  speakers: Generated<string>;
  venue: Generated<string>;
  organiser: Generated<string>;
  what_to_bring: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type EventUpdate = Updateable<EventsTable>;

export type EventChangeKind = 'created' | 'updated' | 'deleted';

export interface EventChangesTable {
  id: Generated<number>;
  event_id: number;
  kind: EventChangeKind;
  /** The event as the API shows it after the change (JSON), or `{}` for a delete. */
  payload: string;
  created_at: string;
}
export type EventChangeRow = Selectable<EventChangesTable>;
export type NewEventChangeRow = Insertable<EventChangesTable>;
export type EventChangeUpdate = Updateable<EventChangesTable>;

export type RegistrationStatus = 'registered' | 'waitlisted' | 'offered' | 'cancelled';

export interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  status: RegistrationStatus;
  answer: string;
  queue_number: number;
  check_in_code: string;
  offer_expires_at: string | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
  created_at: string;
  updated_at: string;
}
export type EventRegistrationRow = Selectable<EventRegistrationsTable>;
export type NewEventRegistrationRow = Insertable<EventRegistrationsTable>;
export type EventRegistrationUpdate = Updateable<EventRegistrationsTable>;

export type MessageGroup = 'registered' | 'waitlisted' | 'attended' | 'no_shows';

export interface EventMessagesTable {
  id: Generated<number>;
  event_id: number;
  recipient_group: MessageGroup;
  subject: string;
  body: string;
  recipients: number;
  sent_by: string;
  request_key: string;
  created_at: string;
}
export type EventMessageRow = Selectable<EventMessagesTable>;
export type NewEventMessageRow = Insertable<EventMessagesTable>;
export type EventMessageUpdate = Updateable<EventMessagesTable>;

export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  created_at: string;
}
export type CalendarFeedRow = Selectable<CalendarFeedsTable>;
export type NewCalendarFeedRow = Insertable<CalendarFeedsTable>;
export type CalendarFeedUpdate = Updateable<CalendarFeedsTable>;

export interface EventsTables {
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  event_messages: EventMessagesTable;
  calendar_feeds: CalendarFeedsTable;
  event_changes: EventChangesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const eventsTableOwners = {
  // Impact reports count events held and their check-ins (docs/product.md#impact-reports).
  events: { owner: 'features/events', readBy: ['features/impact'] },
  // Reports read whether a reporter has registered (history, docs/product.md#reports).
  event_registrations: { owner: 'features/events', readBy: ['features/reports', 'features/impact'] },
  event_messages: 'features/events',
  calendar_feeds: 'features/events',
  event_changes: 'features/events',
} as const satisfies TableOwners<EventsTables>;
