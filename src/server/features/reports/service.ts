import type { FastifyInstance } from 'fastify';
import type { OpportunityKind } from '#common/opportunities-constants';
import { REPORT_MESSAGES, REPORT_REASON_LABELS, REPORTS_TO_HIDE, type ReportReason } from '#common/reports';
import { ADMIN_PATH } from '#common/routes';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import type { CurrentUser } from '#server/plugins/authentication';
import {
  deletePost,
  findPostForModeration,
  hidePost,
  lockPostRow,
  unhidePost,
} from '#server/features/opportunities';
import { recordAdminAction } from '#server/modules/audit';
import { tellAdminsWorkWaits } from '#server/modules/notification-preferences';
import { MODERATION_MESSAGES } from '#common/moderation';
import { establishedReporterGround } from './established-reporter';
import { postHiddenMail, postRemovedMail, postRestoredMail } from './mails';
import {
  countOpenReports,
  findReport,
  findReporterRecord,
  insertReport,
  openReportsOfPost,
  resolveReports,
} from './repository';

/**
 * docs/product.md#reports: stores one person's report of a listed post, which puts it in the moderation
 * queue, and, when it is the REPORTS_TO_HIDE-th open report from an established account, hides the post and
 * tells the centre — all in one transaction under the post's row lock, so simultaneous reports cannot all
 * count two and leave the post listed. A new account's report counts for the queue, never for hiding
 * (docs/decisions/033-reports-from-established-accounts.md).
 */
export async function reportPost(
  app: FastifyInstance,
  user: CurrentUser,
  kind: OpportunityKind,
  postId: number,
  report: { reason: ReportReason; text: string },
): Promise<{ hidden: boolean }> {
  // Who the reporter is does not depend on the post: read it before taking the post's lock.
  const record = await findReporterRecord(app.db, user.id);
  const establishedBy = establishedReporterGround(
    {
      createdAt: record.createdAt,
      role: user.role,
      roles: user.roles,
      universityEmailVerifiedAt: user.affiliation_verified_at,
      approvedCompany: record.approvedCompany,
      hasHistory: record.hasHistory,
    },
    new Date(),
  );
  try {
    return await app.db.transaction().execute(async (trx) => {
      await lockPostRow(trx, kind, postId);
      const post = await findPostForModeration(trx, kind, postId);
      if (!post || post.status !== 'approved') throw new HttpError(404, REPORT_MESSAGES.postNotFound);
      if (await findReport(trx, kind, postId, user.id))
        throw new HttpError(409, REPORT_MESSAGES.alreadyReported);
      const now = new Date().toISOString();
      await insertReport(trx, {
        kind,
        post_id: postId,
        reporter_id: user.id,
        reason: report.reason,
        text: report.text || null,
        created_at: now,
        established_by: establishedBy,
      });
      const open = await countOpenReports(trx, kind, postId);
      // docs/product.md#admin-notifications: the post's first open report puts it in the queue.
      if (open.all === 1)
        await tellAdminsWorkWaits(app, trx, {
          kind: 'report',
          title: post.title,
          detail: `${kind} by ${post.owner_email}, reported as ${REPORT_REASON_LABELS[report.reason].toLowerCase()} by ${establishedBy ? 'an established' : 'a new'} account`,
        });
      if (post.hidden_at !== null || establishedBy === null || open.established < REPORTS_TO_HIDE)
        return { hidden: false };
      await hidePost(trx, kind, postId, now);
      const queueUrl = `${app.config.publicUrl}${ADMIN_PATH}/moderation`;
      const reports = await openReportsOfPost(trx, kind, postId);
      await app.mail.send(
        { to: app.config.centreInbox, ...postHiddenMail(kind, post.title, reports, queueUrl) },
        trx,
      );
      return { hidden: true };
    });
  } catch (error) {
    // The unique index is the last guard when the same person's two reports meet.
    if (isUniqueViolation(error)) throw new HttpError(409, REPORT_MESSAGES.alreadyReported);
    throw error;
  }
}

/**
 * docs/product.md#moderation-queue: "Restore" (a hidden post) and "Dismiss reports" (a listed one) both close
 * the post's open reports and list it again; audited. The author is mailed only when the post had been
 * hidden (they lost something and get it back); 404 when the post has no open reports.
 */
export async function clearReports(
  app: FastifyInstance,
  admin: CurrentUser,
  kind: OpportunityKind,
  postId: number,
  action: 'restore' | 'dismiss',
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await lockPostRow(trx, kind, postId);
    const post = await findPostForModeration(trx, kind, postId);
    const now = new Date().toISOString();
    if (!post || (await resolveReports(trx, kind, postId, now)) === 0)
      throw new HttpError(404, MODERATION_MESSAGES.notFound);
    const wasHidden = await unhidePost(trx, kind, postId);
    await recordAdminAction(trx, admin, {
      action: `${kind}.${action === 'restore' ? 'restore' : 'dismiss-reports'}`,
      subjectType: kind,
      subjectId: postId,
      summary: `${wasHidden ? 'Restored' : 'Dismissed the reports of'} ${kind} "${post.title}"`,
    });
    if (wasHidden)
      await app.mail.send(
        {
          to: post.owner_email,
          ...postRestoredMail(kind, post.title, `${app.config.publicUrl}/application-status`),
        },
        trx,
      );
  });
}

/** "Remove": deletes a reported post for good, closes its reports and mails the author why; audited. */
export async function removeReportedPost(
  app: FastifyInstance,
  admin: CurrentUser,
  kind: OpportunityKind,
  postId: number,
  reason: string | undefined,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await lockPostRow(trx, kind, postId);
    const post = await findPostForModeration(trx, kind, postId);
    const now = new Date().toISOString();
    if (!post || (await resolveReports(trx, kind, postId, now)) === 0)
      throw new HttpError(404, MODERATION_MESSAGES.notFound);
    await deletePost(trx, kind, postId);
    await recordAdminAction(trx, admin, {
      action: `${kind}.remove`,
      subjectType: kind,
      subjectId: postId,
      summary: `Removed ${kind} "${post.title}" after reports${reason ? `: ${reason}` : ''}`,
    });
    await app.mail.send({ to: post.owner_email, ...postRemovedMail(kind, post.title, reason) }, trx);
  });
}
