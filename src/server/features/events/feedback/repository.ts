import type { DataSubject, PersonalRecords } from '#server/modules/personal-data';
import type { EventFeedbackFormRow, Executor } from '#server/db/database';

// SQL of event feedback (docs/product.md#event-feedback).

export function findFeedbackForm(db: Executor, eventId: number): Promise<EventFeedbackFormRow | undefined> {
  return db.selectFrom('event_feedback_forms').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export async function saveFeedbackForm(db: Executor, row: EventFeedbackFormRow): Promise<void> {
  await db
    .insertInto('event_feedback_forms')
    .values(row)
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        enabled: row.enabled,
        questions_json: row.questions_json,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/**
 * Events whose attendees may still be asked: registration on the site, over on or after `sinceDate` (or not
 * yet over), feedback not turned off. The job runner makes sure each has its request job.
 */
export function listEventsToAsk(db: Executor, sinceDate: string) {
  return db
    .selectFrom('events as e')
    .leftJoin('event_feedback_forms as f', 'f.event_id', 'e.id')
    .select(['e.id', 'e.end_date'])
    .where('e.registration_mode', '=', 'site')
    .where('e.end_date', '>=', sinceDate)
    .where((eb) => eb.or([eb('f.enabled', 'is', null), eb('f.enabled', '=', 1)]))
    .orderBy('e.id')
    .execute();
}

/** Who checked in at an event and has not been asked for feedback yet. */
export function listAttendeesNotAsked(db: Executor, eventId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('event_feedback_requests as q', (join) =>
      join.onRef('q.event_id', '=', 'r.event_id').onRef('q.user_id', '=', 'r.user_id'),
    )
    .select(['r.user_id', 'u.email', 'u.full_name'])
    .where('r.event_id', '=', eventId)
    .where('r.status', '=', 'registered')
    .where('r.checked_in_at', 'is not', null)
    .where('q.id', 'is', null)
    .orderBy('r.queue_number')
    .execute();
}

/** How many checked in at an event (the response rate's denominator). */
export async function countCheckedIn(db: Executor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'registered')
    .where('checked_in_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Asks a person for feedback unless they were asked already: the unique (event, person) pair makes a second
 * run, a retry or another instance insert nothing. The new request's id when this call made it.
 */
export async function insertFeedbackRequest(
  db: Executor,
  row: { event_id: number; user_id: number; token: string; sent_at: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('event_feedback_requests')
    .values({ ...row, reminded_at: null })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Requests of an event not reminded yet and without an answer, with the address to remind. */
export function listRequestsToRemind(db: Executor, eventId: number) {
  return db
    .selectFrom('event_feedback_requests as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .leftJoin('event_feedback_answers as a', 'a.request_id', 'q.id')
    .select(['q.id', 'q.token', 'u.email'])
    .where('q.event_id', '=', eventId)
    .where('q.reminded_at', 'is', null)
    .where('a.id', 'is', null)
    .orderBy('q.id')
    .execute();
}

/**
 * Marks a request reminded if it still is not and has no answer: true for the one caller that did (a second
 * runner waits for this row and then finds it reminded), so the reminder is queued once.
 */
export async function markReminded(db: Executor, requestId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('event_feedback_requests')
    .set({ reminded_at: at })
    .where('id', '=', requestId)
    .where('reminded_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('event_feedback_answers').select('id').where('request_id', '=', requestId)),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A request by its token, with its event and its answer if any. */
export function findRequestByToken(db: Executor, token: string) {
  return db
    .selectFrom('event_feedback_requests as q')
    .innerJoin('events as e', 'e.id', 'q.event_id')
    .leftJoin('event_feedback_answers as a', 'a.request_id', 'q.id')
    .select([
      'q.id',
      'q.event_id',
      'q.user_id',
      'e.name as event_name',
      'e.start_date',
      'e.end_date',
      'a.id as answer_id',
      'a.rating',
      'a.answers_json',
      'a.submitted_at',
      'a.updated_at',
    ])
    .where('q.token', '=', token)
    .executeTakeFirst();
}

/** Stores a first answer unless the request has one (the unique request_id): true when this call did. */
export async function insertFeedbackAnswer(
  db: Executor,
  row: { request_id: number; event_id: number; rating: number; answers_json: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('event_feedback_answers')
    .values({
      request_id: row.request_id,
      event_id: row.event_id,
      rating: row.rating,
      answers_json: row.answers_json,
      submitted_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Changes an answer while its edit window (first sent after `openSince`) is open: true when it changed. */
export async function updateFeedbackAnswer(
  db: Executor,
  requestId: number,
  change: { rating: number; answers_json: string; at: string },
  openSince: string,
): Promise<boolean> {
  const result = await db
    .updateTable('event_feedback_answers')
    .set({ rating: change.rating, answers_json: change.answers_json, updated_at: change.at })
    .where('request_id', '=', requestId)
    .where('submitted_at', '>', openSince)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An event's answers, first sent first, with the name the admin's export shows. */
export function listFeedbackAnswers(db: Executor, eventId: number) {
  return db
    .selectFrom('event_feedback_answers as a')
    .innerJoin('event_feedback_requests as q', 'q.id', 'a.request_id')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(['a.rating', 'a.answers_json', 'a.submitted_at', 'a.updated_at', 'u.full_name', 'u.email'])
    .where('a.event_id', '=', eventId)
    .orderBy('a.submitted_at')
    .orderBy('a.id')
    .execute();
}

export async function countFeedbackAnswers(db: Executor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_feedback_answers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Feedback a person was asked for and has not given, on events whose form still takes answers. */
export function listFeedbackToGive(db: Executor, userId: number) {
  return db
    .selectFrom('event_feedback_requests as q')
    .innerJoin('events as e', 'e.id', 'q.event_id')
    .leftJoin('event_feedback_forms as f', 'f.event_id', 'q.event_id')
    .leftJoin('event_feedback_answers as a', 'a.request_id', 'q.id')
    .select(['q.token', 'e.name'])
    .where('q.user_id', '=', userId)
    .where('a.id', 'is', null)
    .where((eb) => eb.or([eb('f.enabled', 'is', null), eb('f.enabled', '=', 1)]))
    .orderBy('e.end_date', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

/** Per event over between `from` and `to` (inclusive dates): how many answered and their average rating. */
export async function feedbackByEvent(db: Executor, from: string, to: string) {
  const rows = await db
    .selectFrom('event_feedback_answers as a')
    .innerJoin('events as e', 'e.id', 'a.event_id')
    .select((eb) => [
      'e.id as event_id',
      'e.name as event_name',
      'e.end_date',
      eb.fn.countAll<string | number>().as('responses'),
      eb.fn.sum<string | number>('a.rating').as('rating_sum'),
    ])
    .where('e.end_date', '>=', from)
    .where('e.end_date', '<=', to)
    .groupBy(['e.id', 'e.name', 'e.end_date'])
    .orderBy('e.end_date')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    eventName: row.event_name,
    endDate: row.end_date,
    responses: Number(row.responses),
    averageRating: Math.round((Number(row.rating_sum) / Number(row.responses)) * 100) / 100,
  }));
}

/** What this part holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const requests = await db
    .selectFrom('event_feedback_requests')
    .select(['id', 'event_id', 'token', 'sent_at', 'reminded_at'])
    .where('user_id', '=', subject.id)
    .orderBy('id')
    .execute();
  const answers = await db
    .selectFrom('event_feedback_answers as a')
    .innerJoin('event_feedback_requests as q', 'q.id', 'a.request_id')
    .select(['a.id', 'a.event_id', 'a.rating', 'a.answers_json', 'a.submitted_at', 'a.updated_at'])
    .where('q.user_id', '=', subject.id)
    .orderBy('a.id')
    .execute();
  return [
    { name: 'event-feedback-requests', rows: requests },
    { name: 'event-feedback-answers', rows: answers },
  ];
}
