import { sql } from 'kysely';
import { containsPattern } from '#server/modules/personal-data';
import { claimable, updateWhileClaimed, type ClaimedQueue } from '#server/db/claims';
import type { Executor, MailMessageColumns, MailOutboxRow, MailStatus } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

// All SQL of the mail outbox. Timestamps are ISO-8601 UTC strings (Date#toISOString), so they
// compare correctly as text on both engines.
//
// A row's life: pending → sending (claimed by one process) → sent | pending again (retry
// later) | failed (gave up) | cancelled. `claimed_at` doubles as the claim token: a process
// records the outcome of a delivery only while the row still carries the claim it made.

/**
 * `next_attempt_at` of a message that is sent at once (sendNow) and never by the worker:
 * the worker neither claims it nor re-claims it when stuck; a stuck one is cancelled.
 */
export const NEVER_BY_WORKER = '9999-12-31T23:59:59.999Z';

/** A stale message must be due too: one sent at once (NEVER_BY_WORKER) is cancelled, never re-claimed. */
const MAIL_QUEUE: ClaimedQueue = { held: 'sending', dueColumn: 'next_attempt_at', staleMustBeDue: true };

/** Queues a message for the worker, due at once. */
export async function enqueueMail(db: Executor, mail: MailMessageColumns, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ ...mail, status: 'pending', attempts: 0, next_attempt_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a message already claimed by the caller, who delivers it now (one attempt, no retries). */
export async function insertClaimedMail(
  db: Executor,
  mail: MailMessageColumns,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      ...mail,
      status: 'sending',
      attempts: 1,
      next_attempt_at: NEVER_BY_WORKER,
      claimed_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findMail(db: Executor, id: number): Promise<MailOutboxRow | undefined> {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'headers_json',
      'attachments_json',
      'status',
      'attempts',
      'next_attempt_at',
      'claimed_at',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Ids of messages the worker may claim now: pending and due, or left in 'sending' since
 * before `staleBefore` by a process that died mid-delivery. Oldest first.
 */
export async function findDueMailIds(
  db: Executor,
  now: string,
  staleBefore: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where(claimable(MAIL_QUEUE, now, staleBefore))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims one message for delivery. The UPDATE re-checks that the row is still claimable,
 * so when several processes race for it exactly one gets the row back; the others get
 * undefined. Claiming counts as an attempt, so a message that crashes its sender is not
 * retried forever.
 */
export async function claimMail(db: Executor, id: number, now: string, staleBefore: string) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', claimed_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where(claimable(MAIL_QUEUE, now, staleBefore))
    .returning([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'headers_json',
      'attachments_json',
      'attempts',
      'claimed_at',
    ])
    .executeTakeFirst();
}

/** Records a delivery; false when the claim was lost meanwhile (the row was re-claimed). */
export async function markMailSent(
  db: Executor,
  id: number,
  claimedAt: string,
  now: string,
): Promise<boolean> {
  return updateWhileClaimed(
    db,
    'mail_outbox',
    'sending',
    { id, claimedAt },
    { status: 'sent', sent_at: now, last_error: null },
  );
}

/** Puts a claimed message back in the queue, due again at `nextAttemptAt`. */
export async function scheduleMailRetry(
  db: Executor,
  id: number,
  claimedAt: string,
  nextAttemptAt: string,
  error: string,
): Promise<boolean> {
  return updateWhileClaimed(
    db,
    'mail_outbox',
    'sending',
    { id, claimedAt },
    { status: 'pending', next_attempt_at: nextAttemptAt, claimed_at: null, last_error: error },
  );
}

/** Gives up on a claimed message for good. */
export async function markMailFailed(
  db: Executor,
  id: number,
  claimedAt: string,
  error: string,
): Promise<boolean> {
  return updateWhileClaimed(
    db,
    'mail_outbox',
    'sending',
    { id, claimedAt },
    { status: 'failed', last_error: error },
  );
}

/** Those of these messages still waiting to be picked up (a sender may still cancel them). */
export async function pendingMailIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
  return rows.map((row) => row.id);
}

/** Cancels a message that is not delivered yet, so it is never delivered. */
export async function cancelMail(db: Executor, id: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled', last_error: reason, claimed_at: null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Cancels immediate messages (sendNow) whose process died mid-delivery: their user was
 * already told it failed, so they must not arrive later.
 */
export async function cancelAbandonedImmediateMail(db: Executor, staleBefore: string): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'cancelled',
      last_error: 'abandoned: the server stopped while sending it',
      claimed_at: null,
    })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '=', NEVER_BY_WORKER)
    .where('claimed_at', '<=', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countMailByStatus(db: Executor): Promise<Partial<Record<MailStatus, number>>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * "recipient subject" of every message whose subject is like `subjectLike`: what the crash tests count
 * to prove each mail was queued exactly once.
 */
export async function listMailLines(db: Executor, subjectLike: string): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject'])
    .where('subject', 'like', subjectLike)
    .execute();
  return rows.map((row) => `${row.to_address} ${row.subject}`);
}

/**
 * Moves the claim of every message in 'sending' back to `claimedAt` and returns their recipients: the
 * crash tests age what a killed process held, instead of waiting out STALE_CLAIM_MS.
 */
export async function backdateSendingClaims(db: Executor, claimedAt: string): Promise<string[]> {
  const inFlight = await db
    .selectFrom('mail_outbox')
    .select('to_address')
    .where('status', '=', 'sending')
    .execute();
  await db
    .updateTable('mail_outbox')
    .set({ claimed_at: claimedAt })
    .where('status', '=', 'sending')
    .execute();
  return inFlight.map((row) => row.to_address);
}

/** When the oldest message not yet sent (waiting, being sent or waiting for a retry) was queued; undefined when none waits. */
export async function oldestUnsentMailQueuedAt(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('created_at').as('queued_at'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return row?.queued_at ?? undefined;
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  // Mails of the last year: the text as sent, not the HTML copy or the headers.
  const since = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString();
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'text_body', 'status', 'created_at', 'sent_at'])
    .where('to_address', '=', subject.email)
    .where('created_at', '>=', since)
    .orderBy('id')
    .execute();
  return [{ name: 'mails-sent-to-you', rows }];
}

/**
 * docs/product.md#retention: deletes mails no longer waiting (sent, failed or cancelled) whose subject starts
 * with `subjectPrefix` and that were queued before `before`; answers how many. The owner of a kind of mail
 * names its subject (no `%` or `_` in it: it is matched with LIKE).
 */
export async function deleteFinishedMailsBefore(
  db: Executor,
  options: { subjectPrefix: string; before: string },
): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed', 'cancelled'])
    .where('created_at', '<', options.before)
    .where('subject', 'like', `${options.subjectPrefix}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * docs/product.md#retention: copies of mails no longer waiting (sent, failed or cancelled) queued before
 * `before` go, whatever their kind; answers how many. A mail still waiting is never purged.
 */
export async function deleteSentMailsBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed', 'cancelled'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Mails to the person go; a copy of a mail to someone else that named them keeps only that it was sent
 * (docs/product.md#delete-account). One not yet sent is cancelled: it would name them.
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('mail_outbox').where('to_address', '=', subject.email).execute();
  for (const text of [subject.email, ...subject.names]) {
    const pattern = containsPattern(text);
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({
        subject: ERASED_MAIL,
        text_body: ERASED_MAIL,
        html_body: ERASED_MAIL,
        headers_json: '{}',
        attachments_json: '[]',
        status: eb
          .case()
          .when('status', 'in', ['pending', 'sending'])
          .then('cancelled' as const)
          .else(eb.ref('status'))
          .end(),
      }))
      .where((eb) =>
        eb.or([
          sql<boolean>`subject like ${pattern} escape '\\'`,
          sql<boolean>`text_body like ${pattern} escape '\\'`,
          sql<boolean>`html_body like ${pattern} escape '\\'`,
          sql<boolean>`headers_json like ${pattern} escape '\\'`,
          sql<boolean>`attachments_json like ${pattern} escape '\\'`,
        ]),
      )
      .execute();
  }
}

const ERASED_MAIL = '(Removed: this mail named an account that was erased.)';
