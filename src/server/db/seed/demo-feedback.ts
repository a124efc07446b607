import type { Database } from '../database';
import type { FeedbackValue } from '#common/event-feedback';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import {
  insertFeedbackAnswer,
  insertFeedbackRequest,
  listAttendeesNotAsked,
  listEvents,
  newFeedbackToken,
} from '#server/features/events';
import { DEMO_PAST_EVENT } from './demo-registrations-data';

const FEEDBACK_SEED_KEY = 'demo_feedback_seeded_at';

/** What the cast's attendees answered, in turn, to the default questions (docs/product.md#event-feedback). */
const ANSWERS: { rating: number; values: FeedbackValue[] }[] = [
  { rating: 5, values: [5, 'Yes', 'More time for questions at the end.', 'The live demo of the prototype.'] },
  { rating: 4, values: [4, 'Yes', 'A bigger room: people stood at the back.', null] },
  { rating: 3, values: [3, 'Maybe', null, 'Meeting founders from other colleges.'] },
];

/**
 * Demo feedback (docs/product.md#event-feedback): the people checked in at the past demo talk were asked,
 * and all but the last answered, so the admin's summary shows a response rate, averages and texts. Written
 * through the events feature's repository without mails (the demo accounts have no inboxes); once, in one
 * transaction, after the registrations seed that checks them in.
 */
export async function seedDemoFeedback(db: Database): Promise<boolean> {
  if (await getMeta(db, FEEDBACK_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const talk = (await listEvents(trx)).find((event) => event.name === DEMO_PAST_EVENT.name);
    if (!talk) return false;
    if (!(await claimMeta(trx, FEEDBACK_SEED_KEY, now, now))) return false;
    const attendees = await listAttendeesNotAsked(trx, talk.id);
    for (const [index, attendee] of attendees.entries()) {
      const requestId = await insertFeedbackRequest(trx, {
        event_id: talk.id,
        user_id: attendee.user_id,
        token: newFeedbackToken(),
        sent_at: now,
      });
      if (requestId === undefined || (index === attendees.length - 1 && attendees.length > 1)) continue;
      const answer = ANSWERS[index % ANSWERS.length]!;
      await insertFeedbackAnswer(trx, {
        request_id: requestId,
        event_id: talk.id,
        rating: answer.rating,
        answers_json: JSON.stringify(answer.values),
        at: now,
      });
    }
    return true;
  });
}
