import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/ids';
import {
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  ideaListQuerySchema,
  ideaPageSchema,
  ideaPostSchema,
  internshipListQuerySchema,
  internshipPageSchema,
  internshipPermissionsSchema,
  internshipPostSchema,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_MESSAGES,
  postCreatedSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectPostSchema,
  reviewDecisionSchema,
  reviewedSchema,
  type OpportunityKind,
} from '#common/opportunities';
import { ADMIN_PATH } from '#common/routes';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import type { CurrentUser } from '#server/plugins/authentication';
import { hasApprovedCompanyVerification } from '#server/features/company-verification';
import { newPostMail } from './mails';
import { decidePostReview } from './service';
import { PostListCache } from './list-cache';
import { listMembers } from '#server/features/idea-teams';
import { toAdminSubmissions, toInternship, toProject, toWallIdea } from './mappers';
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

/** Posting is cheap for the poster and costs the centre a review and a mail: keep bursts small. */
const POST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

async function mayPostInternships(
  db: Parameters<typeof hasApprovedCompanyVerification>[0],
  user: CurrentUser,
) {
  return user.role === 'admin' || (await hasApprovedCompanyVerification(db, user.id));
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

  app.get(
    '/api/ideas',
    {
      config: { access: 'public' },
      schema: { querystring: ideaListQuerySchema, response: { 200: ideaPageSchema } },
    },
    async (request) => {
      const { q, page, pageSize, sort } = request.query;
      return lists.get(app.db, 'ideas', { q, page, pageSize, sort }, async () => {
        const { rows, total } = await listApprovedIdeas(app.db, { q, page, pageSize, sort });
        const teams = await listMembers(
          app.db,
          rows.map((row) => row.id),
        );
        return { items: rows.map((row) => toWallIdea(row, teams.get(row.id) ?? [])), total, page, pageSize };
      });
    },
  );

  app.get(
    '/api/projects',
    {
      config: { access: 'public' },
      schema: { querystring: projectListQuerySchema, response: { 200: projectPageSchema } },
    },
    async (request) => {
      const { q, location, page, pageSize } = request.query;
      return lists.get(app.db, 'projects', { q, location, page, pageSize }, async () => {
        const { rows, total } = await listApprovedProjects(app.db, { q, location, page, pageSize });
        return { items: rows.map(toProject), total, page, pageSize };
      });
    },
  );

  app.get(
    '/api/internships',
    {
      config: { access: 'public' },
      schema: { querystring: internshipListQuerySchema, response: { 200: internshipPageSchema } },
    },
    async (request) => {
      const { q, type, page, pageSize } = request.query;
      return lists.get(app.db, 'internships', { q, type, page, pageSize }, async () => {
        const { rows, total } = await listApprovedInternships(app.db, { q, type, page, pageSize });
        return { items: rows.map(toInternship), total, page, pageSize };
      });
    },
  );

  app.get(
    '/api/internships/permissions',
    { config: { access: 'public' }, schema: { response: { 200: internshipPermissionsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await request.currentUser();
      if (!user) return { canPost: false, reason: 'signed-out' as const };
      return (await mayPostInternships(app.db, user))
        ? { canPost: true, reason: null }
        : { canPost: false, reason: 'not-verified' as const };
    },
  );

  // ---- posting: stored pending, the centre mailed in the same transaction ------------

  app.post(
    '/api/ideas',
    {
      config: { access: 'user', rateLimit: POST_RATE_LIMIT },
      schema: { body: ideaPostSchema, response: { 201: postCreatedSchema } },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/projects',
    {
      config: { access: 'user', rateLimit: POST_RATE_LIMIT },
      schema: { body: projectPostSchema, response: { 201: postCreatedSchema } },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/internships',
    {
      config: { access: 'user', rateLimit: POST_RATE_LIMIT },
      schema: { body: internshipPostSchema, response: { 201: postCreatedSchema } },
    },
    async (request, reply) => {
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
  );

  // ---- moderation ----------------------------------------------------------------------

  app.get(
    '/api/admin/submissions',
    {
      config: { access: 'admin' },
      schema: { querystring: adminSubmissionsQuerySchema, response: { 200: adminSubmissionListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: toAdminSubmissions(await listPostsForReview(app.db, request.query.status)) };
    },
  );

  for (const kind of OPPORTUNITY_KINDS) registerDecision(kind);

  function registerDecision(kind: OpportunityKind) {
    const path = { idea: 'ideas', project: 'projects', internship: 'internships' }[kind];
    app.patch(
      `/api/${path}/:id`,
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, body: reviewDecisionSchema, response: { 200: reviewedSchema } },
      },
      async (request) => {
        const { id } = request.params;
        const { status, reason } = request.body;
        await decidePostReview(app, request.user, kind, id, status, reason);
        return { id, status };
      },
    );
  }
};
