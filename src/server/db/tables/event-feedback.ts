import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// Feedback from those who came to an event (docs/product.md#event-feedback), owned by the events feature
// that knows who checked in.

export interface EventFeedbackFormsTable {
  event_id: number;
  /** 1 while attendees are asked, 0 when the admin turned feedback off. */
  enabled: number;
  /** The questions besides the overall rating, as JSON (src/common/event-feedback.ts). */
  questions_json: string;
  updated_at: string;
}
export type EventFeedbackFormRow = Selectable<EventFeedbackFormsTable>;
export type NewEventFeedbackFormRow = Insertable<EventFeedbackFormsTable>;
export type EventFeedbackFormUpdate = Updateable<EventFeedbackFormsTable>;

export interface EventFeedbackRequestsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  /** Base64url of 16 random bytes (128 bits): docs/decisions/052-event-feedback.md. */
  token: string;
  sent_at: string;
  /** When the one reminder was queued; null until then. */
  reminded_at: string | null;
}
export type EventFeedbackRequestRow = Selectable<EventFeedbackRequestsTable>;
export type NewEventFeedbackRequestRow = Insertable<EventFeedbackRequestsTable>;
export type EventFeedbackRequestUpdate = Updateable<EventFeedbackRequestsTable>;

export interface EventFeedbackAnswersTable {
  id: Generated<number>;
  /** One answer per request, so one per attendee and event. */
  request_id: number;
  event_id: number;
  /** The overall rating, 1–5. */
  rating: number;
  /** One value per question, in the questions' order, as JSON. */
  answers_json: string;
  submitted_at: string;
  updated_at: string;
}
export type EventFeedbackAnswerRow = Selectable<EventFeedbackAnswersTable>;
export type NewEventFeedbackAnswerRow = Insertable<EventFeedbackAnswersTable>;
export type EventFeedbackAnswerUpdate = Updateable<EventFeedbackAnswersTable>;

export interface EventFeedbackTables {
  event_feedback_forms: EventFeedbackFormsTable;
  event_feedback_requests: EventFeedbackRequestsTable;
  event_feedback_answers: EventFeedbackAnswersTable;
}

export const eventFeedbackTableOwners = {
  event_feedback_forms: 'features/events',
  event_feedback_requests: 'features/events',
  event_feedback_answers: 'features/events',
} as const satisfies TableOwners<EventFeedbackTables>;
