import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OwnerNotificationKind } from '#common/owner-notifications';
import type { Executor } from '#server/db/database';
import { nextSummary } from '#server/features/admin-notifications';
import { listJoinRequestsArrivedBetween } from '#server/features/idea-teams';
import { listApplicationsArrivedBetween } from '#server/features/post-applications';
import type { JobDefinition } from '#server/modules/jobs';
import { ownerChoicesOfUsers, ownerDigestUnsubscribe } from '#server/modules/notification-preferences';
import { digestMail, type DigestItem } from './mails';
import { listOwnerEmails } from './repository';

const KIND = 'owner-daily-digest';
const payload = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Where this digest's period begins: where the previous one ended, so no arrival falls between two. */
  since: z.iso.datetime(),
});
type DigestPayload = z.infer<typeof payload>;

/** What arrived for each owner in the period, by kind. */
async function arrivals(db: Executor, since: string, until: string) {
  const byOwner = new Map<number, Record<OwnerNotificationKind, DigestItem[]>>();
  const add = (kind: OwnerNotificationKind, rows: (DigestItem & { owner_id: number })[]) => {
    for (const { owner_id: ownerId, ...item } of rows) {
      const mine = byOwner.get(ownerId) ?? { applications: [], joinRequests: [] };
      mine[kind].push(item);
      byOwner.set(ownerId, mine);
    }
  };
  add('applications', await listApplicationsArrivedBetween(db, since, until));
  // A requester's address stays hidden until the owner accepts (docs/product.md#idea-teams).
  add(
    'joinRequests',
    (await listJoinRequestsArrivedBetween(db, since, until)).map((row) => ({ ...row, from_email: null })),
  );
  return byOwner;
}

/**
 * docs/product.md#owner-notifications: one job per day, keyed by the day, so two runners or a restart
 * cannot send a second digest. It mails each owner who chose the daily digest for a kind what of that kind
 * arrived since the previous digest (nothing when nothing did), and schedules the next day's, in the same
 * transaction as it is marked done: all the day's digests commit together or not at all.
 */
export function ownerDigestJob(app: FastifyInstance): JobDefinition<DigestPayload> {
  const job: JobDefinition<DigestPayload> = {
    kind: KIND,
    payload,
    run: async ({ trx, payload: { since }, job: { dueAt }, now }) => {
      const until = dueAt.toISOString();
      const byOwner = await arrivals(trx, since, until);
      const owners = [...byOwner.keys()];
      const choices = await ownerChoicesOfUsers(trx, owners);
      const emails = await listOwnerEmails(trx, owners);
      for (const [ownerId, items] of byOwner) {
        const chosen = choices.get(ownerId)!;
        const daily = {
          applications: chosen.applications === 'daily' ? items.applications : [],
          joinRequests: chosen.joinRequests === 'daily' ? items.joinRequests : [],
        };
        const to = emails.get(ownerId);
        if (!to || daily.applications.length + daily.joinRequests.length === 0) continue;
        const headers = await ownerDigestUnsubscribe(trx, app.config.publicUrl, ownerId);
        await app.mail.send({ to, ...digestMail(daily, app.config), headers }, trx);
      }
      await scheduleOwnerDigest(app, job, trx, now, until);
    },
  };
  return job;
}

/**
 * Schedules the next digest (again is harmless: the day's key is idempotent). `since` is where the previous
 * digest ended; a first digest covers the day before it.
 */
export async function scheduleOwnerDigest(
  app: FastifyInstance,
  job: JobDefinition<DigestPayload>,
  db: Executor,
  now: Date,
  since?: string,
): Promise<void> {
  const next = nextSummary(now, app.config.centreTimezone);
  await app.jobs.schedule(
    job,
    {
      key: `${KIND}:${next.day}`,
      dueAt: next.at,
      payload: { day: next.day, since: since ?? new Date(next.at.getTime() - 86_400_000).toISOString() },
    },
    { db },
  );
}
