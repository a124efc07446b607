import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPPORTUNITY_KINDS, OPPORTUNITY_MESSAGES, type OpportunityKind } from '#common/opportunities';
import { opportunitiesEndpoints } from '#common/opportunities-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { ADMIN_PATH } from '#common/routes';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import type { CurrentUser } from '#server/plugins/authentication';
import { hasApprovedCompanyVerification } from '#server/features/company-verification';
import { newPostMail } from './mails';
import { decidePostReview, deletePostAsCentre } from './service';
import { PostListCache } from './list-cache';
import { listMembers } from '#server/features/idea-teams';
import { toAdminSubmissions, toInternship, toProject, toWallIdea, type Audience } from './mappers';
import {
  insertIdea,
  insertInternship,
  insertProject,
  listApprovedIdeas,
  listApprovedInternships,
  listApprovedProjects,
  listPostsForReview,
} from './repository';
import { tellAdminsWorkWaits } from '#server/modules/notification-preferences';
import { noStore } from '#server/lib/no-store';

/** Posting is cheap for the poster and costs the centre a review and a mail: keep bursts small. */
const POST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

async function mayPostInternships(
  db: Parameters<typeof hasApprovedCompanyVerification>[0],
  user: CurrentUser,
) {
  return user.role === 'admin' || (await hasApprovedCompanyVerification(db, user.id));
}

/**
 * Who a public list answers (docs/product.md#private-contact): a signed-in person gets the posters' contact,
 * anyone else the same list without it. The two answers must never be mixed up by a cache on the way, so
 * both vary by the session's headers and the signed-in one is never stored
 * (docs/decisions/038-private-contact-for-signed-in-people.md).
 */
async function audienceOf(request: FastifyRequest, reply: FastifyReply): Promise<Audience> {
  const audience: Audience = (await request.currentUser()) ? 'signed-in' : 'anyone';
  reply.header('vary', 'Cookie, Authorization');
  if (audience === 'signed-in') noStore(reply, 'private');
  else reply.header('cache-control', 'no-cache');
  return audience;
}

/** Ideas, projects and internships: lists, posting, moderation (docs/product.md#opportunities). */
export const opportunityRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminUrl = `${app.config.publicUrl}${ADMIN_PATH}/user-submissions`;
  const author = (user: CurrentUser) => ({ email: user.email, name: user.full_name });
  const lists = new PostListCache();

  /** Stores a post (pending) and mails the centre about it in the same transaction; answers its id. */
  function storePost(
    user: CurrentUser,
    kind: OpportunityKind,
    title: string,
    mailFields: [label: string, value: string][],
    insert: (trx: Executor) => Promise<number>,
  ): Promise<number> {
    return app.db.transaction().execute(async (trx) => {
      const newId = await insert(trx);
      const mail = newPostMail(kind, title, mailFields, author(user), adminUrl);
      await app.mail.send({ to: app.config.centreInbox, ...mail }, trx);
      await tellAdminsWorkWaits(
        app,
        trx,
        { kind: 'post', title, detail: `${kind} by ${user.email}` },
        { inboxTold: true },
      );
      return newId;
    });
  }

  // ---- public lists ----------------------------------------------------------------

  app.route({
    ...endpointRoute(opportunitiesEndpoints.ideas),
    handler: async (request, reply) => {
      const { q, page, pageSize, sort } = request.query;
      const audience = await audienceOf(request, reply);
      // The audience is part of the key: an answer kept for signed-in people is never handed to anyone else.
      return lists.get(app.db, 'ideas', { audience, q, page, pageSize, sort }, async () => {
        const { rows, total } = await listApprovedIdeas(app.db, { q, page, pageSize, sort });
        const teams = await listMembers(
          app.db,
          rows.map((row) => row.id),
        );
        const items = rows.map((row) => toWallIdea(row, teams.get(row.id) ?? [], audience));
        return { items, total, page, pageSize };
      });
    },
  });

  app.route({
    ...endpointRoute(opportunitiesEndpoints.projects),
    handler: async (request, reply) => {
      const { q, location, page, pageSize } = request.query;
      const audience = await audienceOf(request, reply);
      return lists.get(app.db, 'projects', { audience, q, location, page, pageSize }, async () => {
        const { rows, total } = await listApprovedProjects(app.db, { q, location, page, pageSize });
        return { items: rows.map((row) => toProject(row, audience)), total, page, pageSize };
      });
    },
  });

  app.route({
    ...endpointRoute(opportunitiesEndpoints.internships),
    handler: async (request) => {
      const { q, type, page, pageSize } = request.query;
      // The same answer for everyone: no internship list carries a contact (docs/product.md#private-contact).
      return lists.get(app.db, 'internships', { q, type, page, pageSize }, async () => {
        const { rows, total } = await listApprovedInternships(app.db, { q, type, page, pageSize });
        return { items: rows.map(toInternship), total, page, pageSize };
      });
    },
  });

  app.route({
    ...endpointRoute(opportunitiesEndpoints.internshipPermissions),
    handler: async (request, reply) => {
      noStore(reply);
      const user = await request.currentUser();
      if (!user) return { canPost: false, reason: 'signed-out' as const };
      return (await mayPostInternships(app.db, user))
        ? { canPost: true, reason: null }
        : { canPost: false, reason: 'not-verified' as const };
    },
  });

  // ---- posting: stored pending, the centre mailed in the same transaction ------------

  app.route({
    ...endpointRoute(opportunitiesEndpoints.postIdea, {
      rateLimit: POST_RATE_LIMIT,
      identicalCreateIsRepeat: true,
    }),
    handler: async (request, reply) => {
      const idea = request.body;
      const id = await storePost(
        request.user,
        'idea',
        idea.title,
        [
          ['Title', idea.title],
          ['Main category', idea.mainTag],
          ['Extra tags', idea.extraTags.join(', ') || '—'],
          ['Description', idea.description],
          ['Name', idea.ownerName],
          ['Designation', idea.designation],
          ['Contact (WhatsApp)', idea.contact],
        ],
        (trx) =>
          insertIdea(trx, {
            owner_id: request.user.id,
            title: idea.title,
            description: idea.description,
            owner_name: idea.ownerName,
            designation: idea.designation,
            main_tag: idea.mainTag,
            extra_tags_json: JSON.stringify(idea.extraTags),
            contact: idea.contact,
            created_at: new Date().toISOString(),
          }),
      );
      return reply.code(201).send({ id, status: 'pending' as const });
    },
  });

  app.route({
    ...endpointRoute(opportunitiesEndpoints.postProject, {
      rateLimit: POST_RATE_LIMIT,
      identicalCreateIsRepeat: true,
    }),
    handler: async (request, reply) => {
      const project = request.body;
      const id = await storePost(
        request.user,
        'project',
        project.projectTitle,
        [
          ['Project title', project.projectTitle],
          ['Posted by', project.byWhom],
          ['Contact email', project.contact],
          ['Work type', project.workType],
          ['Description', project.description],
          ['Requirements', project.requirements],
          ['Application link', project.applicationLink],
        ],
        (trx) =>
          insertProject(trx, {
            owner_id: request.user.id,
            project_title: project.projectTitle,
            by_whom: project.byWhom,
            contact: project.contact,
            description: project.description,
            work_type: project.workType,
            requirements: project.requirements,
            application_link: project.applicationLink,
            created_at: new Date().toISOString(),
          }),
      );
      return reply.code(201).send({ id, status: 'pending' as const });
    },
  });

  app.route({
    ...endpointRoute(opportunitiesEndpoints.postInternship, {
      rateLimit: POST_RATE_LIMIT,
      identicalCreateIsRepeat: true,
    }),
    handler: async (request, reply) => {
      if (!(await mayPostInternships(app.db, request.user)))
        throw new HttpError(403, OPPORTUNITY_MESSAGES.internshipNeedsVerification);
      const internship = request.body;
      const id = await storePost(
        request.user,
        'internship',
        internship.title,
        [
          ['Title', internship.title],
          ['Company', internship.company],
          ['Location', internship.location],
          ['Type', internship.type],
          ['Duration', internship.duration],
          ['Stipend', `₹${internship.stipend.toLocaleString('en-IN')} per month`],
          ['Description', internship.description],
          ['Requirements', internship.requirements],
          ['Apply link', internship.applyLink],
          ['Contact email', internship.contact],
        ],
        (trx) =>
          insertInternship(trx, {
            owner_id: request.user.id,
            title: internship.title,
            company: internship.company,
            location: internship.location,
            type: internship.type,
            duration: internship.duration,
            stipend: internship.stipend,
            description: internship.description,
            requirements: internship.requirements,
            apply_link: internship.applyLink,
            contact: internship.contact,
            created_at: new Date().toISOString(),
          }),
      );
      return reply.code(201).send({ id, status: 'pending' as const });
    },
  });

  // ---- moderation ----------------------------------------------------------------------

  app.route({
    ...endpointRoute(opportunitiesEndpoints.reviewList),
    handler: async (request, reply) => {
      noStore(reply);
      return { items: toAdminSubmissions(await listPostsForReview(app.db, request.query.status)) };
    },
  });

  for (const kind of OPPORTUNITY_KINDS) registerDecision(kind);
  for (const kind of OPPORTUNITY_KINDS)
    app.route({
      ...endpointRoute(opportunitiesEndpoints.remove[kind]),
      handler: async (request) => ({
        message: OPPORTUNITY_MESSAGES.deleted(
          await deletePostAsCentre(app, request.user, kind, request.params.id),
        ),
      }),
    });

  function registerDecision(kind: OpportunityKind) {
    app.route({
      ...endpointRoute(opportunitiesEndpoints.decide[kind]),
      handler: async (request) => {
        const { id } = request.params;
        const { status, reason } = request.body;
        await decidePostReview(app, request.user, kind, id, status, reason);
        return { id, status };
      },
    });
  }
};
