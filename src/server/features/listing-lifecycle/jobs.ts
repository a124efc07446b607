import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPLICABLE_KINDS, type ApplicableKind } from '#common/post-applications';
import { DAY_MS, LISTING_REMINDER_DAYS } from '#common/listing-lifecycle';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from '#server/modules/jobs';
import { expireListing, findListing, openListings } from '#server/features/opportunities';
import { expiryReminderMail } from './mails';

export const INBOX_PATH = '/my/posts';

const payload = z.object({
  kind: z.enum(APPLICABLE_KINDS),
  id: z.number().int(),
  expiresAt: z.string().max(40),
});
type ListingPayload = z.infer<typeof payload>;

/**
 * docs/product.md#listing-lifecycle: the owner's reminder three days before the expiry it was scheduled
 * for. Its key names that expiry, so a renewal schedules a new one and this one, finding the expiry moved
 * (or the listing closed), sends nothing; the mail is queued in the job's transaction, so two runners or a
 * killed one still send it once.
 */
export function expiryReminderJob(app: FastifyInstance): JobDefinition<ListingPayload> {
  return {
    kind: 'listing-expiry-reminder',
    payload,
    run: async ({ trx, payload: job, now }) => {
      const listing = await findListing(trx, job.kind, job.id);
      if (!listing || listing.status !== 'approved' || listing.closed_at !== null) return;
      if (listing.expires_at !== job.expiresAt || Date.parse(job.expiresAt) <= now.getTime()) return;
      const mail = expiryReminderMail({
        title: listing.title,
        expiresAt: job.expiresAt,
        timeZone: app.config.centreTimezone,
        inboxUrl: `${app.config.publicUrl}${INBOX_PATH}`,
      });
      await app.mail.send({ to: listing.owner_email, ...mail }, trx);
    },
  };
}

/**
 * At the expiry it was scheduled for, the listing closes as expired unless it was renewed or closed since;
 * the change raises the list's version, so the public lists, search and alert digests drop it at once.
 */
export const expiryJob: JobDefinition<ListingPayload> = {
  kind: 'listing-expiry',
  payload,
  run: async ({ trx, payload: job }) => {
    await expireListing(trx, job.kind, job.id, job.expiresAt);
  },
};

/** Schedules a listing period's reminder and expiry (again is harmless: the keys are idempotent). */
export async function scheduleListingJobs(
  app: FastifyInstance,
  db: Executor,
  listing: { kind: ApplicableKind; id: number; expiresAt: string },
): Promise<void> {
  const job = { kind: listing.kind, id: listing.id, expiresAt: listing.expiresAt };
  const name = `${listing.kind}:${listing.id}:${listing.expiresAt}`;
  const expiry = new Date(listing.expiresAt);
  await app.jobs.schedule(
    expiryReminderJob(app),
    {
      key: `listing-expiry-reminder:${name}`,
      dueAt: new Date(expiry.getTime() - LISTING_REMINDER_DAYS * DAY_MS),
      payload: job,
    },
    { db },
  );
  await app.jobs.schedule(expiryJob, { key: `listing-expiry:${name}`, dueAt: expiry, payload: job }, { db });
}

/**
 * The listings open when the process that runs jobs starts get their jobs: those approved before expiry
 * existed (migration 0028 gave them a date but could not schedule), and any whose jobs were lost.
 */
export async function scheduleOpenListings(app: FastifyInstance): Promise<void> {
  for (const listing of await openListings(app.db)) await scheduleListingJobs(app, app.db, listing);
}
