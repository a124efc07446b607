import { dateTimeFormat } from '#common/intl-cache';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_DELETION, ACCOUNT_DELETION_MESSAGES as M } from '#common/account-deletion';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import type { JobDefinition } from '#server/modules/jobs';
import { MailUnavailableError, oneTimeCodeMail } from '#server/modules/mail';
import { issueCode, verifyCode, withdrawCode } from '#server/modules/one-time-codes';
import { endSessionsOf, type CurrentUser } from '#server/modules/sessions';
import { accountsDueForErasure, cancelErasure, markForErasure } from '#server/modules/users';
import { deletionCancelledMail, deletionScheduledMail } from './mails';
import { eraseAccount } from './erase';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The code is bound to the account that asked, so only that account's session can use it. */
const binding = (userId: number) => `account:${userId}:delete`;

/**
 * An administrator is named by ADMIN_EMAILS, which the site cannot change: deleting the account would
 * leave the address an administrator again at its next sign-in (docs/decisions/053-account-erasure.md).
 */
function refuseAdministrators(user: CurrentUser): void {
  if (user.role === 'admin') throw new HttpError(409, M.adminRefused);
}

/** Mails a code to the account's own address (docs/product.md#delete-account). */
export async function sendDeletionCode(app: FastifyInstance, user: CurrentUser, ip: string) {
  refuseAdministrators(user);
  const email = user.email.toLowerCase();
  const { code, cooldownSeconds } = await issueCode(app.db, {
    email,
    purpose: 'delete_account',
    binding: binding(user.id),
    ip,
  });
  try {
    await app.mail.sendNow({ to: email, ...oneTimeCodeMail(code, 'delete_account') });
  } catch (error) {
    if (!(error instanceof MailUnavailableError)) throw error;
    await withdrawCode(app.db, { email, purpose: 'delete_account', binding: binding(user.id) });
    throw error;
  }
  return { message: M.codeSent(email), cooldownSeconds };
}

/**
 * The erasure job (docs/decisions/053-account-erasure.md): it erases every account whose grace period has
 * ended by its run, each in the job's transaction, so two runners or a killed one erase each account once.
 * Its key names a time, not a person: the jobs table keeps nothing of who was erased.
 */
export function erasureJob(app: FastifyInstance): JobDefinition<Record<string, never>> {
  return {
    kind: 'account-erasure',
    payload: z.strictObject({}),
    run: async ({ trx, now }) => {
      for (const account of await accountsDueForErasure(trx, now.toISOString()))
        await eraseAccount(trx, account, now, app.erasureSteps.list());
    },
    afterCommit: () => {
      for (const step of app.erasureSteps.list()) step.afterCommit?.();
    },
  };
}

/**
 * Confirms with the mailed code: the account is marked for erasure in 7 days, every session ends, a mail
 * says when, and the job that erases it is stored, all in one transaction.
 */
export async function confirmDeletion(
  app: FastifyInstance,
  user: CurrentUser,
  code: string,
  now = new Date(),
) {
  refuseAdministrators(user);
  const email = user.email.toLowerCase();
  if (!(await verifyCode(app.db, { email, purpose: 'delete_account', code, binding: binding(user.id), now })))
    throw new HttpError(400, M.wrongCode, { code: M.wrongCode });
  const wanted = new Date(now.getTime() + ACCOUNT_DELETION.graceDays * DAY_MS).toISOString();
  const eraseAfter = await app.db.transaction().execute(async (trx) => {
    const due = await markForErasure(trx, user.id, wanted);
    await endSessionsOf(trx, user.id);
    await app.jobs.schedule(
      erasureJob(app),
      { key: `account-erasure:${due}`, dueAt: new Date(due), payload: {} },
      { db: trx },
    );
    await app.mail.send({ to: email, ...deletionScheduledMail(due, app.config.centreTimezone) }, trx);
    return due;
  });
  const shown = dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: app.config.centreTimezone }).format(
    new Date(eraseAfter),
  );
  return { message: M.confirmed(shown), eraseAfter };
}

/** Signing in during the grace period cancels the deletion and says so by mail; true when it did. */
export async function cancelDeletionOnSignIn(
  app: FastifyInstance,
  db: Executor,
  account: { id: number; email: string },
): Promise<boolean> {
  const cancelled = await cancelErasure(db, account.id);
  if (cancelled) await app.mail.send({ to: account.email, ...deletionCancelledMail() }, db);
  return cancelled !== null;
}
