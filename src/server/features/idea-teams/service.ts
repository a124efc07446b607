import type { FastifyInstance } from 'fastify';
import {
  IDEA_TEAM_MESSAGES as M,
  type JoinDecision,
  type JoinRequest,
  type JoinRequestInput,
} from '#common/idea-teams';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { ownerChoices } from '#server/modules/notification-preferences';
import type { CurrentUser } from '#server/plugins/authentication';
import { joinDecisionMail, joinRequestMail } from './mails';
import {
  addEndorsement,
  decideJoinRequest,
  findIdeaForTeam,
  findJoinRequest,
  findOpenRequest,
  insertJoinRequest,
  readEndorsementCount,
  removeEndorsement,
  touchIdea,
  updateIdeaTeam,
  type IdeaForTeam,
  type JoinRequestWithPeople,
} from './repository';
import { NAME_ONLY, SEES_EMAIL, shownName } from '#server/modules/users';

const INBOX_PATH = '/my/posts';
const STATUS_PATH = '/application-status';

const listed = (idea: IdeaForTeam) => idea.status === 'approved' && idea.hidden_at === null;

/** An idea anyone may act on: approved and not hidden; 404 otherwise, as for one that does not exist. */
async function listedIdea(db: Executor, id: number) {
  const idea = await findIdeaForTeam(db, id);
  if (!idea || !listed(idea)) throw new HttpError(404, M.ideaNotFound);
  return idea;
}

/**
 * Asks to join an idea's team and mails its owner, in one transaction (docs/product.md#idea-teams). The
 * partial unique index decides between two simultaneous requests: the second is a 409, nothing stored.
 */
export async function askToJoin(
  app: FastifyInstance,
  user: CurrentUser,
  ideaId: number,
  input: Required<JoinRequestInput>,
): Promise<number> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const idea = await listedIdea(trx, ideaId);
      if (idea.owner_id === user.id) throw new HttpError(403, M.ownIdea);
      if (idea.team_complete_at !== null) throw new HttpError(409, M.teamComplete);
      const open = await findOpenRequest(trx, ideaId, user.id);
      if (open) throw new HttpError(409, open.state === 'accepted' ? M.alreadyMember : M.alreadyAsked);
      const id = await insertJoinRequest(trx, {
        idea_id: ideaId,
        requester_id: user.id,
        message: input.message,
        skills: input.skills,
        created_at: new Date().toISOString(),
      });
      // The owner's choice (docs/product.md#owner-notifications): otherwise the daily digest, or nothing.
      if ((await ownerChoices(trx, idea.owner_id)).joinRequests === 'instant') {
        const mail = joinRequestMail({
          ideaTitle: idea.title,
          requesterName: shownName(user, NAME_ONLY),
          message: input.message,
          skills: input.skills,
          inboxUrl: `${app.config.publicUrl}${INBOX_PATH}`,
        });
        await app.mail.send({ to: idea.owner_email, ...mail }, trx);
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyAsked);
    throw error;
  }
}

/**
 * The idea's owner accepts or declines a pending request and the requester is mailed, in one transaction;
 * of two simultaneous decisions only the first finds it pending (409 for the other). 404 for anyone else.
 */
export async function decideRequest(
  app: FastifyInstance,
  user: CurrentUser,
  id: number,
  decision: JoinDecision,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const request = await findJoinRequest(trx, id);
    if (!request || request.owner_id !== user.id) throw new HttpError(404, M.requestNotFound);
    if (!(await decideJoinRequest(trx, id, decision, new Date().toISOString())))
      throw new HttpError(409, M.alreadyDecided);
    if (decision === 'accepted') await touchIdea(trx, request.idea_id);
    const mail = joinDecisionMail({
      ideaTitle: request.idea_title,
      accepted: decision === 'accepted',
      owner: { name: request.owner_name, email: request.owner_email },
      statusUrl: `${app.config.publicUrl}${STATUS_PATH}`,
    });
    await app.mail.send({ to: request.requester_email, ...mail }, trx);
  });
}

/** The owner edits the skills the team still looks for and whether it is complete. 404 for anyone else. */
export async function editTeam(
  app: FastifyInstance,
  user: CurrentUser,
  ideaId: number,
  change: { skillsWanted: string; teamComplete: boolean },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const idea = await findIdeaForTeam(trx, ideaId);
    if (!idea || idea.owner_id !== user.id) throw new HttpError(404, M.ideaNotFound);
    await updateIdeaTeam(trx, ideaId, {
      skillsWanted: change.skillsWanted,
      // Marking it complete again keeps the first moment.
      teamCompleteAt: change.teamComplete ? (idea.team_complete_at ?? new Date().toISOString()) : null,
    });
  });
}

/** Endorses (or withdraws the endorsement of) a listed idea; answers the idea's count after the change. */
export async function setEndorsement(app: FastifyInstance, user: CurrentUser, ideaId: number, on: boolean) {
  return app.db.transaction().execute(async (trx) => {
    await listedIdea(trx, ideaId);
    if (on) await addEndorsement(trx, ideaId, user.id, new Date().toISOString());
    else await removeEndorsement(trx, ideaId, user.id);
    return { endorsed: on, endorsements: await readEndorsementCount(trx, ideaId) };
  });
}

/**
 * A request as `viewer` sees it: contact details go both ways only once it is accepted
 * (docs/product.md#idea-teams); until then the owner sees the requester's name, and the requester nothing.
 */
export function toJoinRequest(row: JoinRequestWithPeople, viewerId: number): JoinRequest {
  const accepted = row.state === 'accepted';
  const viewerIsOwner = row.owner_id === viewerId;
  return {
    id: row.id,
    ideaId: row.idea_id,
    ideaTitle: row.idea_title,
    // Before an acceptance the owner sees the requester's name only (docs/product.md#idea-teams).
    requesterName: shownName({ full_name: row.requester_name, email: null }, NAME_ONLY),
    message: row.message,
    skills: row.skills,
    state: row.state,
    createdAt: row.created_at,
    contact: !accepted
      ? null
      : viewerIsOwner
        ? {
            name: shownName({ full_name: row.requester_name, email: row.requester_email }, SEES_EMAIL),
            email: row.requester_email,
          }
        : { name: row.owner_name, email: row.owner_email },
  };
}
