import { feedbackPagePath } from '#common/event-feedback';
import type { Executor } from '#server/db/database';
import { feedbackByEvent, listFeedbackToGive } from './repository';

/** The hub shows at most this many feedback links; the count covers all. */
const HUB_LINKS = 5;

/**
 * The personal hub's prompt (docs/product.md#personal-hub): the events a person was asked about and has not
 * answered, while their form takes answers, each with the link of their own form.
 */
export async function feedbackWaitingFor(db: Executor, userId: number) {
  const rows = await listFeedbackToGive(db, userId);
  return {
    count: rows.length,
    links: rows.slice(0, HUB_LINKS).map((row) => ({ event: row.name, path: feedbackPagePath(row.token) })),
  };
}

/**
 * Per event whose last day is between `from` and `to` (`YYYY-MM-DD`, inclusive): how many attendees answered
 * and their average overall rating (1–5, two decimals). Events without answers are left out. For the impact
 * reports (docs/product.md#event-feedback).
 */
export function eventFeedbackForPeriod(db: Executor, from: string, to: string) {
  return feedbackByEvent(db, from, to);
}
