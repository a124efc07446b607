import type { FastifyInstance } from 'fastify';
import type { ApplicableKind } from '#common/post-applications';
import type { Executor } from '#server/db/database';
import { OPPORTUNITY_MESSAGES, type OpportunityKind } from '#common/opportunities';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { CurrentUser } from '#server/plugins/authentication';
import { decisionMail } from './mails';
import { decidePost, deletePost, findPostForModeration, findPostForReview, lockPostRow } from './repository';

/**
 * Starts an approved internship's or project's first period in the approval's transaction: the listing
 * lifecycle's `startListingPeriod`, handed over by src/server/app.ts (that feature reads and writes the
 * listings through this one's index.ts, so this one does not import it back).
 */
export type StartListingPeriod = (
  trx: Executor,
  kind: ApplicableKind,
  id: number,
  approvedAt: Date,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    startListingPeriod: StartListingPeriod;
  }
}

/**
 * docs/product.md#moderation: approves or declines a pending post once, with the author's mail and the
 * activity-log entry in the same transaction. The review route and the moderation queue both call it.
 */
export async function decidePostReview(
  app: FastifyInstance,
  admin: CurrentUser,
  kind: OpportunityKind,
  id: number,
  status: 'approved' | 'declined',
  reason: string | undefined,
): Promise<void> {
  const statusUrl = `${app.config.publicUrl}/application-status`;
  await app.db.transaction().execute(async (trx) => {
    const post = await findPostForReview(trx, kind, id);
    if (!post) throw new HttpError(404, OPPORTUNITY_MESSAGES.postNotFound);
    const at = new Date();
    const decided = await decidePost(trx, kind, id, {
      status,
      reason: reason ?? null,
      at: at.toISOString(),
      by: admin.email,
    });
    if (!decided) throw new HttpError(409, OPPORTUNITY_MESSAGES.alreadyReviewed);
    // Internships and projects expire (docs/product.md#listing-lifecycle); ideas stay up.
    if (status === 'approved' && kind !== 'idea') await app.startListingPeriod(trx, kind, id, at);
    const verb = status === 'approved' ? 'approve' : 'decline';
    await recordAdminAction(trx, admin, {
      action: `${kind}.${verb}`,
      subjectType: kind,
      subjectId: id,
      summary: `${status === 'approved' ? 'Approved' : 'Declined'} ${kind} "${post.title}"${reason ? `: ${reason}` : ''}`,
    });
    await app.mail.send(
      { to: post.owner_email, ...decisionMail(kind, post.title, status, reason, statusUrl) },
      trx,
    );
  });
}

/**
 * docs/product.md#user-submissions-tab: the centre deletes a post for good, in any state, with its
 * activity-log entry; how a demo post leaves the site (decision 046 keeps removal row by row). No mail: a
 * poster's post that breaks the rules goes through reports, which tell the author.
 */
export async function deletePostAsCentre(
  app: FastifyInstance,
  admin: CurrentUser,
  kind: OpportunityKind,
  id: number,
): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    await lockPostRow(trx, kind, id);
    const post = await findPostForModeration(trx, kind, id);
    if (!post || !(await deletePost(trx, kind, id)))
      throw new HttpError(404, OPPORTUNITY_MESSAGES.postNotFound);
    await recordAdminAction(trx, admin, {
      action: `${kind}.delete`,
      subjectType: kind,
      subjectId: id,
      summary: `Deleted ${kind} "${post.title}"`,
    });
    return post.title;
  });
}
