import type { Executor } from '#server/db/database';
import { deleteFinishedMailsBefore } from '#server/modules/mail';
import { deleteCodeRequestsBefore } from '#server/modules/one-time-codes';
import { CONFIRMATION_SUBJECT } from './confirm-mail';

/**
 * docs/product.md#retention: what a sign-up leaves before it is confirmed (double opt-in stores no subscriber
 * until then): its confirmation mail in the outbox and its code request. Both go once older than `before`,
 * confirmed or not (the link in the mail lapses after 7 days anyway). Answers how many rows went.
 */
export async function purgeUnconfirmedSignUps(db: Executor, before: Date): Promise<number> {
  const mails = await deleteFinishedMailsBefore(db, {
    subjectPrefix: CONFIRMATION_SUBJECT,
    before: before.toISOString(),
  });
  return mails + (await deleteCodeRequestsBefore(db, 'newsletter', before.toISOString()));
}
