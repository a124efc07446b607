import type { FastifyInstance } from 'fastify';
import { MODERATION_MESSAGES, type QueueAction, type QueueSubject } from '#common/moderation';
import type { OpportunityKind } from '#common/opportunities-constants';
import { HttpError } from '#server/lib/http-error';
import type { CurrentUser } from '#server/plugins/authentication';
import { decideCompanyVerification } from '#server/features/company-verification';
import { decidePostReview } from '#server/features/opportunities';
import { decideProgramApplication } from '#server/features/program-applications';
import { clearReports, removeReportedPost } from '#server/features/reports';

const DONE: Record<QueueAction, string> = {
  approve: 'Approved.',
  decline: 'Declined.',
  restore: 'Restored: the post is listed again.',
  dismiss: 'Reports dismissed.',
  remove: 'Removed.',
};

/**
 * docs/product.md#moderation-queue: one decision on one waiting item, taken by the feature that owns it
 * (each audits and mails whom it concerns in its own transaction). Answers the message to show.
 */
export async function decideQueueItem(
  app: FastifyInstance,
  admin: CurrentUser,
  subject: QueueSubject,
  id: number,
  action: QueueAction,
  reason: string | undefined,
): Promise<string> {
  const refuse = () => {
    throw new HttpError(400, MODERATION_MESSAGES.notAllowed);
  };
  if (subject === 'verification') {
    if (action !== 'approve' && action !== 'decline') refuse();
    await decideCompanyVerification(app, admin, id, action === 'approve' ? 'approved' : 'declined');
  } else if (subject === 'application') {
    if (action !== 'approve' && action !== 'decline') refuse();
    await decideProgramApplication(app, admin, id, action === 'approve' ? 'accepted' : 'declined');
  } else {
    const kind: OpportunityKind = subject;
    if (action === 'approve' || action === 'decline')
      await decidePostReview(app, admin, kind, id, action === 'approve' ? 'approved' : 'declined', reason);
    else if (action === 'remove') await removeReportedPost(app, admin, kind, id, reason);
    else await clearReports(app, admin, kind, id, action);
  }
  return DONE[action];
}
