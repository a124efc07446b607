import { http, HttpResponse } from 'msw';
import {
  DEFAULT_FEEDBACK_QUESTIONS,
  FEEDBACK_OVERALL_LABEL,
  RATING_VALUES,
  type FeedbackAdmin,
  type FeedbackForm,
} from '#common/event-feedback';

/** An attendee's form before they answer (GET /api/feedback/:token). */
export function feedbackFormFixture(over: Partial<FeedbackForm> = {}): FeedbackForm {
  return {
    event: { name: 'Pitch Night', start_date: '2026-03-01', end_date: '2026-03-01' },
    overall_label: FEEDBACK_OVERALL_LABEL,
    questions: DEFAULT_FEEDBACK_QUESTIONS,
    answer: null,
    editable_until: null,
    state: 'open',
    ...over,
  };
}

const noCounts = RATING_VALUES.map((value) => ({ label: String(value), count: 0 }));

/** An event's feedback as the admin sees it with no answer yet (GET /api/events/:id/feedback). */
export function feedbackAdminFixture(over: Partial<FeedbackAdmin> = {}): FeedbackAdmin {
  return {
    enabled: true,
    default_questions: true,
    questions: DEFAULT_FEEDBACK_QUESTIONS,
    locked: false,
    summary: {
      checked_in: 0,
      answers: 0,
      response_rate: null,
      overall: { label: FEEDBACK_OVERALL_LABEL, average: null, counts: noCounts },
      questions: DEFAULT_FEEDBACK_QUESTIONS.map((question) => ({
        label: question.label,
        kind: question.kind,
        answered: 0,
        average: null,
        counts: [],
        texts: [],
      })),
    },
    ...over,
  };
}

/** Answers an event's admin feedback read with `answer`. */
export const eventFeedbackHandler = (eventId: number, answer: () => FeedbackAdmin = feedbackAdminFixture) =>
  http.get(`*/api/events/${eventId}/feedback`, () => HttpResponse.json(answer()));
