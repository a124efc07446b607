import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { parseStartTime } from '#common/event-grouping';
import { zonedInstant } from '#common/times';
import {
  ADMIN_REGISTRATION_MESSAGES,
  CHECK_IN_MESSAGES,
  OFFER_CLAIM_WINDOW_MS,
  REGISTRATION_MESSAGES,
  REMINDER_LEADS,
  type EventMessageBody,
  type MyRegistration,
  type Registrant,
  type RegistrantList,
  type RegistrationAnswer,
  type RegisterBody,
  type ReminderLead,
} from '#common/event-registrations';
import { EVENT_MESSAGES } from '#common/events';
import { NEARLY_FULL_SHARE } from '#common/moderation';
import type { DatabaseSchema, EventRegistrationRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { SEES_EMAIL, shownName } from '#server/modules/users';
import { tellAdminsWorkWaits } from '#server/modules/notification-preferences';
import type { JobDefinition } from '#server/modules/jobs';
import type { MailAttachment } from '#server/modules/mail';
import type { CurrentUser } from '#server/plugins/authentication';
import { toCalendarEvent } from '../event-views';
import { findEvent, lockChangeLog, type EventRow } from '../repository';
import { KeyedBatches, type BatchOutcome } from './batches';
import type { EventService } from '../service';
import {
  checkInQrAttachment,
  confirmationMail,
  groupMessageMail,
  offerMail,
  reminderMail,
  removedMail,
  waitlistMail,
} from './mails';
import {
  findByCheckInCode,
  findEventMessage,
  findUserByEmail,
  insertEventMessage,
  listMessageRecipients,
  findEventForUpdate,
  findRegistration,
  findRegistrationById,
  listAllRegistrants,
  markCheckedIn,
  findUserContact,
  firstWaiting,
  insertRegistration,
  listRegistrationsInStates,
  listRegistrationsOfUser,
  lockEventRow,
  readSeatState,
  seatCounts,
  updateRegistration,
  type SeatState,
  waitlistPosition,
} from './repository';
import { dateTimeFormat } from '#common/intl-cache';

type Trx = Transaction<DatabaseSchema>;

/** A check-in code with its QR image, made before the event's lock is taken (docs/performance.md#registration-rush). */
interface PreparedCode {
  code: string;
  /** Made only when a seat is likely: most of a rush ends on the waitlist, whose mail has no code. */
  qr?: MailAttachment;
}

/** One person's press of Register, waiting for its batch (see batches.ts). */
interface RegisterRequest {
  user: CurrentUser;
  body: RegisterBody;
  now: Date;
  prepared: PreparedCode;
}

/** Who gets the mails of a registration: the signed-in person needs no lookup. */
type Contact = Pick<CurrentUser, 'id' | 'email'>;

/** Registrations for one event that arrive while a batch runs wait for the next; at most this many in one. */
const REGISTER_BATCH = 100;

function prepareCode(code = newCheckInCode()): PreparedCode {
  return { code, qr: checkInQrAttachment(code) };
}

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A personal check-in code: 10 characters, about 50 bits, unguessable for a forger. */
export function newCheckInCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** When an event starts: its start time (else midnight) on its start date, in the centre's zone. */
export function eventStartsAt(event: Pick<EventRow, 'start_date' | 'time'>, timeZone: string): Date {
  return zonedInstant(event.start_date, parseStartTime(event.time) ?? { hours: 0, minutes: 0 }, timeZone);
}

const offerExpiryPayload = z.object({ registrationId: z.number().int(), queueNumber: z.number().int() });
const reminderPayload = z.object({
  registrationId: z.number().int(),
  queueNumber: z.number().int(),
  lead: z.enum(['24h', '1h']),
  /** The start the reminder was planned for: a reminder of a start the event moved away from is not sent. */
  startsAt: z.string().optional(),
});

// The key names the start too: an event that moves gets fresh reminders for its new start, even when
// the reminder for the old start has already gone.
const reminderKey = (
  row: Pick<EventRegistrationRow, 'id' | 'queue_number'>,
  lead: ReminderLead,
  start: Date,
) => `event-reminder:${lead}:registration:${row.id}:${row.queue_number}:${start.getTime()}`;
const offerKey = (row: Pick<EventRegistrationRow, 'id' | 'queue_number'>) =>
  `event-offer-expiry:registration:${row.id}:${row.queue_number}`;

/**
 * Registration on the site (docs/product.md#event-registration): register, join the waitlist, cancel,
 * claim or decline an offered seat, and the jobs that expire offers and send reminders. Every change
 * runs under the event's lock in one transaction with its mails, jobs and live-feed entry.
 */
export class RegistrationService {
  readonly offerExpiryJob: JobDefinition<z.infer<typeof offerExpiryPayload>>;
  readonly reminderJob: JobDefinition<z.infer<typeof reminderPayload>>;
  private readonly registerBatches = new KeyedBatches<number, RegisterRequest, RegistrationAnswer>(
    (eventId, requests) => this.registerBatch(eventId, requests),
    REGISTER_BATCH,
  );

  constructor(
    private readonly app: FastifyInstance,
    private readonly events: EventService,
  ) {
    this.offerExpiryJob = {
      kind: 'event-offer-expiry',
      payload: offerExpiryPayload,
      run: ({ trx, payload, now }) => this.expireOffer(trx, payload, now),
      afterCommit: () => this.events.changed(),
    };
    this.reminderJob = {
      kind: 'event-reminder',
      payload: reminderPayload,
      run: ({ trx, payload, now }) => this.remind(trx, payload, now),
    };
    app.jobs.define(this.offerExpiryJob);
    app.jobs.define(this.reminderJob);
    app.erasureSteps.define({
      name: 'event-registrations',
      run: (trx, subject) => this.releasePlacesOf(trx, subject.id, subject.now),
      afterCommit: () => this.events.changed(),
    });
    events.onUpdated((trx, before, after) => this.eventUpdated(trx, before, after));
  }

  private get timeZone(): string {
    return this.app.config.centreTimezone;
  }

  // Working out a start in the centre's zone asks Intl twice; a rush asks it for the same event hundreds
  // of times (docs/performance.md#registration-rush). Keyed by what the start depends on.
  private readonly starts = new Map<string, number>();

  private startsAt(event: Pick<EventRow, 'start_date' | 'time'>): Date {
    const key = `${event.start_date} ${event.time}`;
    let start = this.starts.get(key);
    if (start === undefined) {
      start = eventStartsAt(event, this.timeZone).getTime();
      if (this.starts.size >= 1000) this.starts.clear();
      this.starts.set(key, start);
    }
    return new Date(start);
  }

  /** The start as people read it in mails: in the centre's zone, with the zone named. */
  private readableStart(event: EventRow): string {
    const timed = parseStartTime(event.time) !== null;
    return this.format({
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(timed ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
    }).format(this.startsAt(event));
  }

  private readableInstant(instant: Date): string {
    return this.format({
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(instant);
  }

  // Every registration's mail formats a start: the Intl cache makes each format once.
  private format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    return dateTimeFormat('en-IN', { timeZone: this.timeZone, ...options });
  }

  private readonly readableStarts = new Map<string, string>();

  private mailContext(event: EventRow) {
    const key = `${event.start_date} ${event.time}`;
    let startsAt = this.readableStarts.get(key);
    if (startsAt === undefined) {
      startsAt = this.readableStart(event);
      if (this.readableStarts.size >= 1000) this.readableStarts.clear();
      this.readableStarts.set(key, startsAt);
    }
    return { publicUrl: this.app.config.publicUrl, timeZone: this.timeZone, startsAt };
  }

  /**
   * Runs a registration change under the change-log lock and the event's lock; 404 without the event.
   * The event's live-feed entry is recorded unless `changed` says the run changed nothing.
   */
  private inEventTransaction<T>(
    eventId: number,
    run: (trx: Trx, event: EventRow) => Promise<T>,
    changed: (result: T) => boolean = () => true,
  ): Promise<T> {
    return this.events.inChangeTransaction(
      async (trx) => {
        const event = await findEventForUpdate(trx, this.app.dialect, eventId);
        if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
        const result = await run(trx, event);
        if (changed(result)) await this.events.recordUpdated(trx, event);
        return result;
      },
      (reason) => `Registration failed: ${reason}`,
    );
  }

  /** Registers the person, or puts them on the waitlist; in a batch with others registering at once. */
  async register(user: CurrentUser, eventId: number, body: RegisterBody, now = new Date()) {
    const prepared = this.seatLikely(eventId) ? prepareCode() : { code: newCheckInCode() };
    return this.registerBatches.submit(eventId, { user, body, now, prepared });
  }

  /**
   * One transaction for everyone in the batch, in arrival order: the seat counts are read once and
   * kept in step, and the live feed gets one entry. A person refused (already registered, closed…)
   * is answered with that refusal; the others are unaffected, as nothing of theirs was written.
   */
  private registerBatch(eventId: number, requests: RegisterRequest[]) {
    return this.inEventTransaction(
      eventId,
      async (trx, event) => {
        const state = await readSeatState(trx, event.id);
        const outcomes: BatchOutcome<RegistrationAnswer>[] = [];
        for (const { user, body, now, prepared } of requests) {
          try {
            this.checkOpen(event, now);
            const { message, registration } = await this.place(
              trx,
              event,
              user,
              body.answer,
              now,
              prepared,
              state,
            );
            outcomes.push({ ok: true, value: { message, registration } });
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            outcomes.push({ ok: false, error });
          }
        }
        if (state.taken >= event.attendees || state.waiting > 0) this.seenFull.add(event.id);
        else this.seenFull.delete(event.id);
        return outcomes;
      },
      (outcomes) => outcomes.some((outcome) => outcome.ok),
    );
  }

  /**
   * Events this instance last saw full or with people waiting. Only a guess that spares a rush the QR
   * images of people who will wait (a seat given without one makes it then), so it costs no query.
   */
  private readonly seenFull = new Set<number>();

  private seatLikely(eventId: number): boolean {
    return !this.seenFull.has(eventId);
  }

  /** Refuses registering for an external-mode, started, not yet open or closed event. */
  private checkOpen(event: EventRow, now: Date): void {
    if (event.registration_mode !== 'site') throw new HttpError(409, REGISTRATION_MESSAGES.externalMode);
    if (this.startsAt(event) <= now) throw new HttpError(409, REGISTRATION_MESSAGES.started);
    if (event.registration_opens_at && event.registration_opens_at > now.toISOString())
      throw new HttpError(409, REGISTRATION_MESSAGES.notOpenYet);
    if (event.registration_closes_at && event.registration_closes_at <= now.toISOString())
      throw new HttpError(409, REGISTRATION_MESSAGES.closed);
  }

  /**
   * Gives the person a seat when one is free and nobody waits, else a place on the waitlist; with its
   * mail and reminders. Refuses a person who already holds a place.
   */
  private async place(
    trx: Trx,
    event: EventRow,
    person: Contact,
    answer: string,
    now: Date,
    prepared: PreparedCode,
    state: SeatState,
  ) {
    const existing = await findRegistration(trx, event.id, person.id);
    if (existing && existing.status !== 'cancelled') {
      const message = {
        registered: REGISTRATION_MESSAGES.alreadyRegistered,
        waitlisted: REGISTRATION_MESSAGES.alreadyWaitlisted,
        offered: REGISTRATION_MESSAGES.alreadyOffered,
      }[existing.status];
      throw new HttpError(409, message);
    }
    const { taken, waiting } = state;
    // People already waiting go first, even when a seat is free (it is being offered to them).
    const status = taken < event.attendees && waiting === 0 ? 'registered' : 'waitlisted';
    const queueNumber = state.lastQueueNumber + 1;
    const stamp = now.toISOString();
    const values = {
      status,
      answer: event.registration_question ? answer : '',
      queue_number: queueNumber,
      offer_expires_at: null,
      updated_at: stamp,
    } as const;
    const row = existing
      ? // Registering again: a fresh code, so the code of the cancelled registration is no ticket.
        await updateRegistration(trx, existing.id, {
          ...values,
          check_in_code: prepared.code,
          checked_in_at: null,
          checked_in_by: null,
        })
      : await insertRegistration(trx, {
          ...values,
          event_id: event.id,
          user_id: person.id,
          check_in_code: prepared.code,
          created_at: stamp,
        });
    // The counts as they are now, for the next person of the batch.
    state.lastQueueNumber = queueNumber;
    if (status === 'registered') state.taken += 1;
    else state.waiting += 1;
    // The newest arrival waits behind everyone already waiting.
    const position = status === 'waitlisted' ? state.waiting : null;
    if (status === 'registered') {
      await this.confirmSeat(trx, event, row, now, prepared, person);
      // docs/product.md#admin-notifications: this seat made the event nearly full.
      const threshold = NEARLY_FULL_SHARE * event.attendees;
      if (taken < threshold && taken + 1 >= threshold)
        await tellAdminsWorkWaits(this.app, trx, {
          kind: 'event',
          title: event.name,
          detail: `${taken + 1} of ${event.attendees} seats taken · starts ${event.start_date}`,
        });
    }
    const view = this.toMineAt(event, row, position);
    if (position !== null) await this.confirmWaiting(event, person, position, trx);
    const message =
      position === null ? REGISTRATION_MESSAGES.registered : REGISTRATION_MESSAGES.waitlisted(position);
    return { message, registration: view, row };
  }

  /** Cancels a seat, leaves the waitlist or declines an offer; a freed seat is offered at once. */
  async cancel(user: CurrentUser, eventId: number, now = new Date()) {
    return this.inEventTransaction(eventId, async (trx, event) => {
      const existing = await findRegistration(trx, eventId, user.id);
      if (!existing || existing.status === 'cancelled')
        throw new HttpError(404, REGISTRATION_MESSAGES.notRegistered);
      const message = {
        registered: REGISTRATION_MESSAGES.cancelled,
        waitlisted: REGISTRATION_MESSAGES.leftWaitlist,
        offered: REGISTRATION_MESSAGES.declined,
      }[existing.status];
      const row = await this.endPlace(trx, event, existing, now);
      return { message, registration: await this.toMine(trx, event, row) };
    });
  }

  /**
   * A place ends (cancelled, removed, or its holder's account erased): its reminders and offer expiry are
   * withdrawn and a freed seat is offered to the waitlist at once.
   */
  private async endPlace(trx: Trx, event: EventRow, existing: EventRegistrationRow, now: Date) {
    const row = await updateRegistration(trx, existing.id, {
      status: 'cancelled',
      offer_expires_at: null,
      updated_at: now.toISOString(),
    });
    await this.dropJobs(trx, event, existing);
    await this.offerFreeSeats(trx, event, now);
    return row;
  }

  /**
   * Delete my account (docs/product.md#delete-account): every place the person holds for an event not yet
   * begun ends as their cancellation would, in the erasure's transaction, before the events eraser removes
   * the rows. Places at events that began stay (the attendance behind certificates).
   */
  async releasePlacesOf(trx: Trx, userId: number, now: Date): Promise<void> {
    const places = (await listRegistrationsOfUser(trx, userId)).filter((row) => row.status !== 'cancelled');
    if (places.length === 0) return;
    // The order every registration change takes its locks in.
    await lockChangeLog(trx, this.app.dialect);
    for (const place of places) {
      const event = await findEventForUpdate(trx, this.app.dialect, place.event_id);
      if (!event || this.startsAt(event) <= now) continue;
      const existing = await findRegistrationById(trx, place.id);
      if (!existing || existing.status === 'cancelled') continue;
      await this.endPlace(trx, event, existing, now);
      await this.events.recordUpdated(trx, event);
    }
  }

  /** Takes an offered seat while the offer holds. */
  async claim(user: CurrentUser, eventId: number, now = new Date()) {
    const before = await findRegistration(this.app.db, eventId, user.id);
    const prepared = before ? prepareCode(before.check_in_code) : undefined;
    return this.inEventTransaction(eventId, async (trx, event) => {
      const existing = await findRegistration(trx, eventId, user.id);
      if (!existing || existing.status !== 'offered') throw new HttpError(409, REGISTRATION_MESSAGES.noOffer);
      if (existing.offer_expires_at && existing.offer_expires_at <= now.toISOString())
        throw new HttpError(409, REGISTRATION_MESSAGES.offerExpired);
      const row = await updateRegistration(trx, existing.id, {
        status: 'registered',
        offer_expires_at: null,
        updated_at: now.toISOString(),
      });
      await this.app.jobs.cancel(offerKey(existing), trx);
      await this.confirmSeat(trx, event, row, now, prepared, user);
      return { message: REGISTRATION_MESSAGES.claimed, registration: await this.toMine(trx, event, row) };
    });
  }

  /** Everyone on an event's list, in arrival order, with waitlist positions (admin). */
  async listRegistrants(eventId: number, now = new Date()): Promise<RegistrantList> {
    const event = await findEvent(this.app.db, eventId);
    if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
    const rows = await listAllRegistrants(this.app.db, eventId);
    let waiting = 0;
    return {
      question: event.registration_question,
      started: this.startsAt(event) <= now,
      items: rows.map((row) => toRegistrant(row, row.status === 'waitlisted' ? ++waiting : null)),
    };
  }

  /**
   * An admin adds the person with this account's email (docs/product.md#registrants-and-check-in): the
   * same seat-or-waitlist rule as registering, without the opening and closing times.
   */
  async addByAdmin(actor: CurrentUser, eventId: number, email: string, now = new Date()) {
    const prepared = prepareCode();
    return this.inEventTransaction(eventId, async (trx, event) => {
      if (event.registration_mode !== 'site') throw new HttpError(409, REGISTRATION_MESSAGES.externalMode);
      const person = await findUserByEmail(trx, email);
      if (!person)
        throw new HttpError(404, ADMIN_REGISTRATION_MESSAGES.noAccount, {
          email: ADMIN_REGISTRATION_MESSAGES.noAccount,
        });
      const state = await readSeatState(trx, event.id);
      const { row, registration } = await this.place(trx, event, person, '', now, prepared, state);
      const name = shownName(person, SEES_EMAIL);
      await recordAdminAction(trx, actor, {
        action: 'event.registrant-add',
        subjectType: 'event',
        subjectId: event.id,
        summary: `Added ${name} to "${event.name}" (${row.status})`,
      });
      const registrant = await this.registrantView(trx, event.id, row.id);
      return {
        message:
          row.status === 'registered'
            ? ADMIN_REGISTRATION_MESSAGES.added(name)
            : ADMIN_REGISTRATION_MESSAGES.addedToWaitlist(name, registration.waitlist_position ?? 1),
        registrant,
      };
    });
  }

  /** An admin removes a person's place (seat, offer or waitlist place); a freed seat is offered at once. */
  async removeByAdmin(actor: CurrentUser, eventId: number, registrationId: number, now = new Date()) {
    return this.inEventTransaction(eventId, async (trx, event) => {
      const existing = await findRegistrationById(trx, registrationId);
      if (!existing || existing.event_id !== event.id || existing.status === 'cancelled')
        throw new HttpError(404, ADMIN_REGISTRATION_MESSAGES.notActive);
      await this.endPlace(trx, event, existing, now);
      const person = await findUserContact(trx, existing.user_id);
      const name = person ? shownName(person, SEES_EMAIL) : 'Someone';
      if (person)
        await this.app.mail.send(
          removedMail(person.email, toCalendarEvent(event), this.mailContext(event)),
          trx,
        );
      await recordAdminAction(trx, actor, {
        action: 'event.registrant-remove',
        subjectType: 'event',
        subjectId: event.id,
        summary: `Removed ${name} from "${event.name}"`,
      });
      return {
        message: ADMIN_REGISTRATION_MESSAGES.removed(name),
        registrant: await this.registrantView(trx, event.id, existing.id),
      };
    });
  }

  /**
   * A message to one group of an event's people, queued in the outbox in one transaction with its record:
   * each person once, and the same form's message (its request key) never twice.
   */
  async sendMessage(actor: CurrentUser, eventId: number, input: EventMessageBody, now = new Date()) {
    const sent = await findEventMessage(this.app.db, input.request_key);
    if (sent)
      return {
        message: ADMIN_REGISTRATION_MESSAGES.alreadySent(sent.recipients),
        recipients: sent.recipients,
      };
    try {
      return await this.app.db.transaction().execute(async (trx) => {
        const event = await findEvent(trx, eventId);
        if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
        if (input.group === 'no_shows' && this.startsAt(event) > now)
          throw new HttpError(409, ADMIN_REGISTRATION_MESSAGES.noShowsBeforeStart);
        const people = await listMessageRecipients(trx, event.id, input.group);
        if (people.length === 0) throw new HttpError(409, ADMIN_REGISTRATION_MESSAGES.nobody);
        // First, so a simultaneous second send of this message fails here, before any mail is queued.
        await insertEventMessage(trx, {
          event_id: event.id,
          recipient_group: input.group,
          subject: input.subject,
          body: input.body,
          recipients: people.length,
          sent_by: actor.email,
          request_key: input.request_key,
          created_at: now.toISOString(),
        });
        const calendarEvent = toCalendarEvent(event);
        for (const person of people)
          await this.app.mail.send(
            groupMessageMail(person.email, calendarEvent, input.group, input, this.mailContext(event)),
            trx,
          );
        await recordAdminAction(trx, actor, {
          action: 'event.message',
          subjectType: 'event',
          subjectId: event.id,
          summary: `Wrote to ${input.group} of "${event.name}" (${people.length}): ${input.subject}`,
        });
        return { message: ADMIN_REGISTRATION_MESSAGES.sent(people.length), recipients: people.length };
      });
    } catch (error) {
      // The same message sent twice at once: the other request queued it.
      const other =
        error instanceof HttpError ? undefined : await findEventMessage(this.app.db, input.request_key);
      if (other)
        return {
          message: ADMIN_REGISTRATION_MESSAGES.alreadySent(other.recipients),
          recipients: other.recipients,
        };
      throw error;
    }
  }

  private async registrantView(trx: Trx, eventId: number, registrationId: number): Promise<Registrant> {
    const rows = await listAllRegistrants(trx, eventId);
    let waiting = 0;
    for (const row of rows) {
      const position = row.status === 'waitlisted' ? ++waiting : null;
      if (row.id === registrationId) return toRegistrant(row, position);
    }
    throw new Error(`Registration ${registrationId} vanished`);
  }

  /** Checks a person in by their code: once, only while they hold a seat (admin, several staff at once). */
  async checkIn(actor: CurrentUser, eventId: number, code: string, now = new Date()) {
    return this.inEventTransaction(eventId, async (trx, event) => {
      const row = await findByCheckInCode(trx, eventId, code);
      if (!row) throw new HttpError(404, CHECK_IN_MESSAGES.unknownCode);
      const name = shownName(row, SEES_EMAIL);
      if (row.checked_in_at)
        throw new HttpError(
          409,
          CHECK_IN_MESSAGES.alreadyCheckedIn(this.readableInstant(new Date(row.checked_in_at))),
        );
      if (row.status !== 'registered') throw new HttpError(409, CHECK_IN_MESSAGES.notHoldingSeat(row.status));
      const stamp = now.toISOString();
      if (!(await markCheckedIn(trx, row.id, stamp, actor.email)))
        throw new HttpError(409, CHECK_IN_MESSAGES.alreadyCheckedIn(this.readableInstant(now)));
      await recordAdminAction(trx, actor, {
        action: 'event.check-in',
        subjectType: 'event',
        subjectId: event.id,
        summary: `Checked in ${name} at "${event.name}"`,
      });
      return {
        message: CHECK_IN_MESSAGES.checkedIn(name),
        registrant: toRegistrant({ ...row, checked_in_at: stamp }, null),
      };
    });
  }

  /** The signed-in person's registrations, soonest event first. */
  async listMine(user: CurrentUser): Promise<MyRegistration[]> {
    const rows = await listRegistrationsOfUser(this.app.db, user.id);
    const answers: MyRegistration[] = [];
    for (const row of rows) {
      const event = {
        start_date: row.event_start_date,
        time: row.event_time,
      };
      const position =
        row.status === 'waitlisted'
          ? await waitlistPosition(this.app.db, row.event_id, row.queue_number)
          : null;
      answers.push(this.view(row, event, position, row));
    }
    return answers;
  }

  private view(
    row: EventRegistrationRow | Awaited<ReturnType<typeof listRegistrationsOfUser>>[number],
    event: Pick<EventRow, 'start_date' | 'time'>,
    position: number | null,
    names: {
      event_name: string;
      event_start_date: string;
      event_end_date: string;
      event_time: string;
      event_location: string;
    },
  ): MyRegistration {
    const holdsSeat = row.status === 'registered' || row.status === 'offered';
    return {
      id: row.id,
      event_id: row.event_id,
      ...names,
      event_starts_at: eventStartsAt(event, this.timeZone).toISOString(),
      state: row.status === 'registered' && row.checked_in_at ? 'attended' : row.status,
      waitlist_position: position,
      offer_expires_at: row.status === 'offered' ? row.offer_expires_at : null,
      // Once the person is checked in the code has done its job (and is not shown again).
      check_in_code: holdsSeat && !row.checked_in_at ? row.check_in_code : null,
      answer: row.answer,
      registered_at: row.created_at,
    };
  }

  private async toMine(trx: Trx, event: EventRow, row: EventRegistrationRow): Promise<MyRegistration> {
    const position =
      row.status === 'waitlisted' ? await waitlistPosition(trx, event.id, row.queue_number) : null;
    return this.toMineAt(event, row, position);
  }

  private toMineAt(event: EventRow, row: EventRegistrationRow, position: number | null): MyRegistration {
    return this.view(row, event, position, {
      event_name: event.name,
      event_start_date: event.start_date,
      event_end_date: event.end_date,
      event_time: event.time,
      event_location: event.location,
    });
  }

  /** A seat is taken: the confirmation (with the .ics and the code) and the reminders still ahead. */
  private async confirmSeat(
    trx: Trx,
    event: EventRow,
    row: EventRegistrationRow,
    now: Date,
    prepared?: PreparedCode,
    contact?: Contact,
  ): Promise<void> {
    const person = contact?.id === row.user_id ? contact : await findUserContact(trx, row.user_id);
    if (!person) return;
    const qr =
      prepared?.code === row.check_in_code && prepared.qr
        ? prepared.qr
        : checkInQrAttachment(row.check_in_code);
    await this.app.mail.send(
      confirmationMail(person.email, toCalendarEvent(event), row.check_in_code, qr, this.mailContext(event)),
      trx,
    );
    await this.scheduleReminders(trx, event, row, now);
  }

  /** Withdraws the reminders and the offer expiry of a registration that ends. */
  private async dropJobs(trx: Trx, event: EventRow, row: EventRegistrationRow): Promise<void> {
    for (const lead of Object.keys(REMINDER_LEADS) as ReminderLead[])
      await this.app.jobs.cancel(reminderKey(row, lead, this.startsAt(event)), trx);
    await this.app.jobs.cancel(offerKey(row), trx);
  }

  /** The reminders still ahead of a seat holder, for the event's current start. */
  private async scheduleReminders(trx: Trx, event: EventRow, row: EventRegistrationRow, now: Date) {
    const start = this.startsAt(event);
    for (const lead of Object.keys(REMINDER_LEADS) as ReminderLead[]) {
      const dueAt = new Date(start.getTime() - REMINDER_LEADS[lead]);
      // A reminder whose moment has passed (registered an hour before) is not sent late.
      if (dueAt.getTime() <= now.getTime()) continue;
      await this.app.jobs.schedule(
        this.reminderJob,
        {
          key: reminderKey(row, lead, start),
          dueAt,
          payload: {
            registrationId: row.id,
            queueNumber: row.queue_number,
            lead,
            startsAt: start.toISOString(),
          },
        },
        { db: trx },
      );
    }
  }

  /** The person waits: a mail with their position (docs/product.md#event-registration). */
  private async confirmWaiting(event: EventRow, person: Contact, position: number, trx: Trx) {
    await this.app.mail.send(
      waitlistMail(person.email, toCalendarEvent(event), position, this.mailContext(event)),
      trx,
    );
  }

  /**
   * An admin changed the event (docs/product.md#event-changes-and-registrations): a new start moves
   * every seat holder's reminders (and keeps offers from running past it); a larger capacity is offered
   * to the waitlist at once. A smaller one takes no seat from anybody: newcomers wait until it is met.
   */
  async eventUpdated(trx: Trx, before: EventRow, after: EventRow, now = new Date()): Promise<void> {
    if (after.registration_mode !== 'site' && before.registration_mode !== 'site') return;
    await lockEventRow(trx, this.app.dialect, after.id);
    const oldStart = this.startsAt(before);
    const newStart = this.startsAt(after);
    if (oldStart.getTime() !== newStart.getTime()) {
      for (const row of await listRegistrationsInStates(trx, after.id, ['registered', 'offered'])) {
        for (const lead of Object.keys(REMINDER_LEADS) as ReminderLead[]) {
          await this.app.jobs.cancel(reminderKey(row, lead, oldStart), trx);
          // Reminders planned before keys named the start.
          await this.app.jobs.cancel(
            `event-reminder:${lead}:registration:${row.id}:${row.queue_number}`,
            trx,
          );
        }
        if (row.status === 'registered') await this.scheduleReminders(trx, after, row, now);
        if (
          row.status === 'offered' &&
          row.offer_expires_at &&
          Date.parse(row.offer_expires_at) > newStart.getTime()
        ) {
          const expires = new Date(Math.max(newStart.getTime(), now.getTime()));
          const moved = await updateRegistration(trx, row.id, {
            offer_expires_at: expires.toISOString(),
            updated_at: now.toISOString(),
          });
          await this.app.jobs.schedule(
            this.offerExpiryJob,
            {
              key: offerKey(moved),
              dueAt: expires,
              payload: { registrationId: moved.id, queueNumber: moved.queue_number },
            },
            { db: trx, replace: true },
          );
        }
      }
    }
    if (after.registration_mode === 'site' && after.attendees > before.attendees)
      await this.offerFreeSeats(trx, after, now);
  }

  /** While seats are free and people wait, the next person is offered a seat for the claim window. */
  private async offerFreeSeats(trx: Trx, event: EventRow, now: Date): Promise<void> {
    const start = this.startsAt(event);
    if (start <= now) return;
    for (;;) {
      const { taken } = await seatCounts(trx, event.id);
      if (taken >= event.attendees) return;
      const next = await firstWaiting(trx, event.id);
      if (!next) return;
      // The window never runs past the start of the event.
      const expires = new Date(Math.min(now.getTime() + OFFER_CLAIM_WINDOW_MS, start.getTime()));
      const offered = await updateRegistration(trx, next.id, {
        status: 'offered',
        offer_expires_at: expires.toISOString(),
        updated_at: now.toISOString(),
      });
      await this.app.jobs.schedule(
        this.offerExpiryJob,
        {
          key: offerKey(offered),
          dueAt: expires,
          payload: { registrationId: offered.id, queueNumber: offered.queue_number },
        },
        { db: trx },
      );
      const person = await findUserContact(trx, offered.user_id);
      if (person)
        await this.app.mail.send(
          offerMail(
            person.email,
            toCalendarEvent(event),
            this.readableInstant(expires),
            this.mailContext(event),
          ),
          trx,
        );
    }
  }

  /** The claim window ended: the offer lapses and the seat goes to the next person. */
  private async expireOffer(trx: Trx, payload: z.infer<typeof offerExpiryPayload>, now: Date): Promise<void> {
    const found = await findRegistrationById(trx, payload.registrationId);
    if (!found) return;
    await lockChangeLog(trx, this.app.dialect);
    await lockEventRow(trx, this.app.dialect, found.event_id);
    const row = await findRegistrationById(trx, payload.registrationId);
    const event = await findEvent(trx, found.event_id);
    // Claimed, declined or re-registered meanwhile: nothing to expire.
    if (!row || !event || row.status !== 'offered' || row.queue_number !== payload.queueNumber) return;
    await updateRegistration(trx, row.id, {
      status: 'cancelled',
      offer_expires_at: null,
      updated_at: now.toISOString(),
    });
    await this.offerFreeSeats(trx, event, now);
    await this.events.recordUpdated(trx, event);
  }

  /** Sends a reminder to a person who still holds the seat, before the event starts. */
  private async remind(trx: Trx, payload: z.infer<typeof reminderPayload>, now: Date): Promise<void> {
    const row = await findRegistrationById(trx, payload.registrationId);
    if (!row || row.status !== 'registered' || row.queue_number !== payload.queueNumber) return;
    const event = await findEvent(trx, row.event_id);
    if (!event || this.startsAt(event) <= now) return;
    // Planned for a start the event has moved away from: the reminder for the new start does the job.
    if (payload.startsAt && Date.parse(payload.startsAt) !== this.startsAt(event).getTime()) return;
    const person = await findUserContact(trx, row.user_id);
    if (!person) return;
    await this.app.mail.send(
      reminderMail(
        person.email,
        toCalendarEvent(event),
        payload.lead,
        row.check_in_code,
        checkInQrAttachment(row.check_in_code),
        this.mailContext(event),
      ),
      trx,
    );
  }
}

function toRegistrant(
  row: Awaited<ReturnType<typeof listAllRegistrants>>[number],
  position: number | null,
): Registrant {
  return {
    id: row.id,
    name: shownName(row, SEES_EMAIL),
    email: row.email,
    state: row.status === 'registered' && row.checked_in_at ? 'attended' : row.status,
    waitlist_position: position,
    offer_expires_at: row.status === 'offered' ? row.offer_expires_at : null,
    answer: row.answer,
    registered_at: row.created_at,
    checked_in_at: row.checked_in_at,
  };
}
