import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkFeedbackAnswers,
  DEFAULT_FEEDBACK_QUESTIONS,
  FEEDBACK_EDIT_DAYS,
  FEEDBACK_LATE_DAYS,
  FEEDBACK_MESSAGES,
  FEEDBACK_OVERALL_LABEL,
  FEEDBACK_REMINDER_DAYS,
  feedbackPagePath,
  feedbackQuestionSchema,
  feedbackValueSchema,
  type FeedbackAdmin,
  type FeedbackAnswerBody,
  type FeedbackForm,
  type FeedbackQuestion,
  type FeedbackSettingsBody,
  type FeedbackValue,
} from '#common/event-feedback';
import { EVENT_MESSAGES } from '#common/events';
import { calendarDateInZone } from '#common/times';
import type { EventRow, Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { INVALID_REQUEST } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import type { JobContext, JobDefinition } from '#server/modules/jobs';
import type { CurrentUser } from '#server/plugins/authentication';
import { eventOverAt } from '../certificates/service';
import { findEvent } from '../repository';
import type { EventService } from '../service';
import { feedbackReminderMail, feedbackRequestMail } from './mails';
import {
  countCheckedIn,
  countFeedbackAnswers,
  findFeedbackForm,
  findRequestByToken,
  insertFeedbackAnswer,
  insertFeedbackRequest,
  listAttendeesNotAsked,
  listEventsToAsk,
  listFeedbackAnswers,
  listRequestsToRemind,
  markReminded,
  saveFeedbackForm,
  updateFeedbackAnswer,
} from './repository';
import { summarise, type StoredAnswer } from './summary';

const DAY_MS = 86_400_000;

/** A new token: base64url of 16 random bytes, 128 bits (docs/decisions/052-event-feedback.md). */
export function newFeedbackToken(): string {
  return randomBytes(16).toString('base64url');
}

const jobPayload = z.object({ eventId: z.number().int(), endDate: z.string().max(10) });
type JobPayload = z.infer<typeof jobPayload>;

const storedQuestions = z.array(feedbackQuestionSchema);
const storedValues = z.array(feedbackValueSchema);

/** An event's feedback as it stands: on unless turned off, with the default questions unless set. */
export interface EventFeedbackForm {
  enabled: boolean;
  questions: FeedbackQuestion[];
  defaultQuestions: boolean;
}

export async function feedbackFormOf(db: Executor, eventId: number): Promise<EventFeedbackForm> {
  const row = await findFeedbackForm(db, eventId);
  if (!row) return { enabled: true, questions: DEFAULT_FEEDBACK_QUESTIONS, defaultQuestions: true };
  return {
    enabled: row.enabled === 1,
    questions: storedQuestions.parse(JSON.parse(row.questions_json)),
    defaultQuestions: false,
  };
}

function valuesOf(json: string): FeedbackValue[] {
  return storedValues.parse(JSON.parse(json));
}

/**
 * Feedback from those who came to an event (docs/product.md#event-feedback). The day after an event's last
 * day (the centre's zone), a job asks each person who checked in, once: the request row (unique per event and
 * person) and its mail are written in the job's transaction, so a retry, a restart or a second instance finds
 * the row and sends nothing (docs/decisions/052-event-feedback.md). A second job reminds, once, those who
 * have not answered.
 */
export class FeedbackService {
  readonly requestJob: JobDefinition<JobPayload>;
  readonly remindJob: JobDefinition<JobPayload>;

  constructor(
    private readonly app: FastifyInstance,
    events: EventService,
  ) {
    this.requestJob = {
      kind: 'event-feedback-request',
      payload: jobPayload,
      run: (context) => this.requestFromJob(context),
    };
    this.remindJob = {
      kind: 'event-feedback-remind',
      payload: jobPayload,
      run: (context) => this.remindFromJob(context),
    };
    app.jobs.define(this.requestJob);
    app.jobs.define(this.remindJob);
    events.onCreated(async (trx, created) => this.schedule(trx, created));
    // A moved last day moves the request job: the key names the day, so the old job finds the day changed.
    events.onUpdated(async (trx, before, after) => {
      if (before.end_date === after.end_date && before.registration_mode === after.registration_mode) return;
      await this.schedule(trx, after);
    });
    // The process that runs jobs makes sure every recent event that asks for feedback has its request job.
    if (app.config.jobRunner)
      app.addHook('onReady', async () => {
        const since = calendarDateInZone(
          new Date(Date.now() - (FEEDBACK_LATE_DAYS + 1) * DAY_MS),
          app.config.centreTimezone,
        );
        for (const event of await listEventsToAsk(app.db, since)) await this.schedule(app.db, event);
      });
  }

  private overAt(event: Pick<EventRow, 'end_date'>): Date {
    return eventOverAt(event.end_date, this.app.config.centreTimezone);
  }

  private async schedule(db: Executor, event: Pick<EventRow, 'id' | 'end_date'>): Promise<void> {
    await this.app.jobs.schedule(
      this.requestJob,
      {
        key: `event-feedback-request:${event.id}:${event.end_date}`,
        dueAt: this.overAt(event),
        payload: { eventId: event.id, endDate: event.end_date },
      },
      { db },
    );
  }

  /** The event of a job, if it still ends on the job's day, is over at `now` and still asks for feedback. */
  private async eventOfJob(db: Executor, payload: JobPayload, now: Date) {
    const event = await findEvent(db, payload.eventId);
    if (!event || event.end_date !== payload.endDate || event.registration_mode !== 'site') return undefined;
    if (this.overAt(event).getTime() > now.getTime()) return undefined;
    const form = await feedbackFormOf(db, event.id);
    return form.enabled ? event : undefined;
  }

  private async requestFromJob({ trx, payload, now }: JobContext<JobPayload>): Promise<void> {
    const event = await this.eventOfJob(trx, payload, now);
    if (!event) return;
    const overAt = this.overAt(event);
    // Weeks late (a long stop, a date moved far back) nobody is asked: docs/product.md#event-feedback.
    if (now.getTime() - overAt.getTime() > FEEDBACK_LATE_DAYS * DAY_MS) return;
    await this.ask(trx, event, now);
    await this.app.jobs.schedule(
      this.remindJob,
      {
        key: `event-feedback-remind:${event.id}:${event.end_date}`,
        dueAt: new Date(overAt.getTime() + FEEDBACK_REMINDER_DAYS * DAY_MS),
        payload,
      },
      { db: trx },
    );
  }

  /**
   * Asks everyone who checked in and was not asked yet; returns how many this call asked. Each mail is queued
   * on the same executor as its request row, so it goes out exactly when the row commits.
   */
  async ask(db: Executor, event: EventRow, now: Date): Promise<number> {
    let asked = 0;
    for (const attendee of await listAttendeesNotAsked(db, event.id)) {
      const token = newFeedbackToken();
      const inserted = await insertFeedbackRequest(db, {
        event_id: event.id,
        user_id: attendee.user_id,
        token,
        sent_at: now.toISOString(),
      });
      if (inserted === undefined) continue;
      asked++;
      const mail = feedbackRequestMail({ eventName: event.name, url: this.linkOf(token) });
      await this.app.mail.send({ to: attendee.email, ...mail }, db);
    }
    return asked;
  }

  private async remindFromJob({ trx, payload, now }: JobContext<JobPayload>): Promise<void> {
    const event = await this.eventOfJob(trx, payload, now);
    if (!event) return;
    for (const request of await listRequestsToRemind(trx, event.id)) {
      if (!(await markReminded(trx, request.id, now.toISOString()))) continue;
      const mail = feedbackReminderMail({ eventName: event.name, url: this.linkOf(request.token) });
      await this.app.mail.send({ to: request.email, ...mail }, trx);
    }
  }

  private linkOf(token: string): string {
    return `${this.app.config.publicUrl}${feedbackPagePath(token)}`;
  }

  private async formAnswer(db: Executor, token: string, now: Date, message?: string): Promise<FeedbackForm> {
    const row = await findRequestByToken(db, token);
    if (!row) throw new HttpError(404, FEEDBACK_MESSAGES.linkNotFound);
    const form = await feedbackFormOf(db, row.event_id);
    const answer =
      row.answer_id === null
        ? null
        : {
            rating: row.rating!,
            answers: valuesOf(row.answers_json!),
            submitted_at: row.submitted_at!,
            updated_at: row.updated_at!,
          };
    const editableUntil = answer
      ? new Date(Date.parse(answer.submitted_at) + FEEDBACK_EDIT_DAYS * DAY_MS).toISOString()
      : null;
    const state = !form.enabled
      ? 'off'
      : editableUntil !== null && Date.parse(editableUntil) <= now.getTime()
        ? 'closed'
        : 'open';
    return {
      event: { name: row.event_name, start_date: row.start_date, end_date: row.end_date },
      overall_label: FEEDBACK_OVERALL_LABEL,
      questions: form.questions,
      answer,
      editable_until: editableUntil,
      state,
      ...(message ? { message } : {}),
    };
  }

  /** The form of the attendee holding `token`: only their own request, event and answer. */
  form(token: string, now = new Date()): Promise<FeedbackForm> {
    return this.formAnswer(this.app.db, token, now);
  }

  /** Sends or changes the answer of the attendee holding `token`; one answer per request, editable a week. */
  async answer(token: string, body: FeedbackAnswerBody, now = new Date()): Promise<FeedbackForm> {
    return this.app.db.transaction().execute(async (trx) => {
      const row = await findRequestByToken(trx, token);
      if (!row) throw new HttpError(404, FEEDBACK_MESSAGES.linkNotFound);
      const form = await feedbackFormOf(trx, row.event_id);
      if (!form.enabled) throw new HttpError(409, FEEDBACK_MESSAGES.off);
      const { values, errors } = checkFeedbackAnswers(form.questions, body.answers);
      if (Object.keys(errors).length > 0) throw new HttpError(400, INVALID_REQUEST, errors);
      const change = { rating: body.rating, answers_json: JSON.stringify(values), at: now.toISOString() };
      const openSince = new Date(now.getTime() - FEEDBACK_EDIT_DAYS * DAY_MS).toISOString();
      // A first answer, or (when one is there, even one sent a moment ago by a second tab) a change of it.
      const first =
        row.answer_id === null &&
        (await insertFeedbackAnswer(trx, { request_id: row.id, event_id: row.event_id, ...change }));
      if (!first && !(await updateFeedbackAnswer(trx, row.id, change, openSince)))
        throw new HttpError(409, FEEDBACK_MESSAGES.closed);
      return this.formAnswer(trx, token, now, first ? FEEDBACK_MESSAGES.sent : FEEDBACK_MESSAGES.updated);
    });
  }

  /** The admin's view of an event's feedback: its questions and the summary of its answers. */
  async admin(db: Executor, eventId: number, message?: string): Promise<FeedbackAdmin> {
    if (!(await findEvent(db, eventId))) throw new HttpError(404, EVENT_MESSAGES.notFound);
    const form = await feedbackFormOf(db, eventId);
    const answers = await this.storedAnswers(db, eventId);
    return {
      enabled: form.enabled,
      default_questions: form.defaultQuestions,
      questions: form.questions,
      locked: answers.length > 0,
      summary: summarise(form.questions, answers, await countCheckedIn(db, eventId)),
      ...(message ? { message } : {}),
    };
  }

  private async storedAnswers(db: Executor, eventId: number): Promise<StoredAnswer[]> {
    return (await listFeedbackAnswers(db, eventId)).map((row) => ({
      rating: row.rating,
      values: valuesOf(row.answers_json),
    }));
  }

  /** Every answer of an event with who sent it, for the admin's CSV and XLSX exports. */
  async exportRows(eventId: number) {
    if (!(await findEvent(this.app.db, eventId))) throw new HttpError(404, EVENT_MESSAGES.notFound);
    const form = await feedbackFormOf(this.app.db, eventId);
    const rows = (await listFeedbackAnswers(this.app.db, eventId)).map((row) => ({
      name: row.full_name,
      email: row.email,
      submitted_at: row.submitted_at,
      updated_at: row.updated_at,
      rating: row.rating,
      values: valuesOf(row.answers_json),
    }));
    return { questions: form.questions, rows };
  }

  /**
   * Turns an event's feedback on or off and sets its questions; the questions cannot change once answers
   * have arrived (their summary would mix two forms), but feedback can still be turned off.
   */
  async save(actor: CurrentUser, eventId: number, body: FeedbackSettingsBody): Promise<FeedbackAdmin> {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const current = await feedbackFormOf(trx, eventId);
      const changed = JSON.stringify(current.questions) !== JSON.stringify(body.questions);
      if (changed && (await countFeedbackAnswers(trx, eventId)) > 0)
        throw new HttpError(409, FEEDBACK_MESSAGES.locked);
      await saveFeedbackForm(trx, {
        event_id: eventId,
        enabled: body.enabled ? 1 : 0,
        questions_json: JSON.stringify(body.questions),
        updated_at: new Date().toISOString(),
      });
      if (body.enabled) await this.schedule(trx, event);
      await recordAdminAction(trx, actor, {
        action: 'event.feedback.save',
        subjectType: 'event',
        subjectId: eventId,
        summary: body.enabled
          ? `Set feedback (${body.questions.length} questions) for event "${event.name}"`
          : `Turned feedback off for event "${event.name}"`,
      });
      return this.admin(trx, eventId, body.enabled ? FEEDBACK_MESSAGES.saved : FEEDBACK_MESSAGES.turnedOff);
    });
  }
}
