import type { FastifyInstance } from 'fastify';
import {
  STARTUP_DETAIL_MESSAGES as M,
  type StartupDetails,
  type StartupDetailsInput,
} from '#common/startup-details';
import { STARTUP_MESSAGES } from '#common/startups';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { recordAdminAction } from '#server/modules/audit';
import type { CurrentUser } from '#server/plugins/authentication';
import { findStartup } from '../repository';
import { revisionApprovedMail, revisionReturnedMail } from './mails';
import {
  decideRevision,
  findApprovedRevision,
  findPendingRevision,
  findRevision,
  insertRevision,
  listFounders,
  replacePendingRevision,
} from './repository';
import { sortMilestones, toDetails } from './views';

/** The details as stored and compared: milestones in date order, only the roles of current founders, named. */
function normalise(input: StartupDetailsInput, founderIds: Set<number>): StartupDetails {
  return {
    story: input.story,
    milestones: sortMilestones(input.milestones),
    founderRoles: input.founderRoles
      .filter((entry) => founderIds.has(entry.memberId) && entry.role !== '')
      .map(({ memberId, role }) => ({ memberId, role })),
  };
}

const sameDetails = (a: StartupDetails, b: StartupDetails) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Founders send a new story, milestones and founder roles (docs/product.md#startup-pages): it waits for the
 * centre as the startup's one pending revision, replacing an earlier one still waiting; the public page keeps
 * the approved version meanwhile. Sending the same twice leaves one revision.
 */
export async function submitDetails(
  app: FastifyInstance,
  user: CurrentUser,
  startupId: number,
  input: StartupDetailsInput,
): Promise<{ message: string }> {
  const attempt = () =>
    app.db.transaction().execute(async (trx) => {
      if (!(await findStartup(trx, startupId))) throw new HttpError(404, STARTUP_MESSAGES.notFound);
      const founders = await listFounders(trx, [startupId]);
      const founderIds = new Set(founders.map((founder) => founder.id));
      const unknown = input.founderRoles.findIndex((entry) => !founderIds.has(entry.memberId));
      if (unknown >= 0)
        throw new HttpError(400, M.notFounderOfTeam, {
          [`founderRoles.${unknown}.role`]: M.notFounderOfTeam,
        });
      const details = normalise(input, founderIds);
      const [pending, approved] = await Promise.all([
        findPendingRevision(trx, startupId),
        findApprovedRevision(trx, startupId),
      ]);
      if (pending && sameDetails(toDetails(pending), details)) return { message: M.submitted };
      if (!pending && sameDetails(toDetails(approved), details)) return { message: M.unchanged };
      const columns = {
        story: details.story,
        milestones: JSON.stringify(details.milestones),
        founder_roles: JSON.stringify(details.founderRoles),
        submitted_by: user.id,
        submitted_at: new Date().toISOString(),
      };
      if (pending && (await replacePendingRevision(trx, pending.id, columns)))
        return { message: `${M.submitted} ${M.replaced}` };
      await insertRevision(trx, { startup_id: startupId, status: 'pending', ...columns });
      return { message: M.submitted };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two sends at the same moment both found nothing waiting: the second now replaces the first's.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

/** The founders' addresses: who hears of the centre's decision. */
async function founderAddresses(db: Executor, startupId: number): Promise<string[]> {
  return (await listFounders(db, [startupId])).map((founder) => founder.email);
}

/**
 * The centre approves a waiting change (the public page shows it at once) or sends it back with a note (the
 * page keeps the approved version); either way the startup's founders get a mail in the same transaction.
 */
export async function decide(
  app: FastifyInstance,
  admin: CurrentUser,
  revisionId: number,
  decision: { status: 'approved' } | { status: 'returned'; note: string },
): Promise<{ message: string }> {
  return app.db.transaction().execute(async (trx) => {
    const revision = await findRevision(trx, revisionId);
    const startup = revision ? await findStartup(trx, revision.startup_id) : undefined;
    if (!revision || !startup || revision.status !== 'pending') throw new HttpError(404, M.revisionGone);
    const note = decision.status === 'returned' ? decision.note : '';
    const decided = await decideRevision(trx, revisionId, {
      status: decision.status,
      decidedBy: admin.email,
      decidedAt: new Date().toISOString(),
      note,
    });
    if (!decided) throw new HttpError(404, M.revisionGone);
    const mail =
      decision.status === 'approved'
        ? revisionApprovedMail(
            { name: startup.name, slug: startup.slug, published: startup.published === 1 },
            app.config,
          )
        : revisionReturnedMail({ name: startup.name }, note, app.config);
    for (const to of await founderAddresses(trx, startup.id)) await app.mail.send({ to, ...mail }, trx);
    await recordAdminAction(trx, admin, {
      action: decision.status === 'approved' ? 'startup.revision.approve' : 'startup.revision.return',
      subjectType: 'startup',
      subjectId: startup.id,
      summary:
        decision.status === 'approved'
          ? `Approved the page update of "${startup.name}"`
          : `Sent back the page update of "${startup.name}"`,
    });
    return {
      message: decision.status === 'approved' ? M.approved(startup.name) : M.returned(startup.name),
    };
  });
}
