import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageAnswerSchema } from '#common/api-answers';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD, savedIdSchema } from '#common/content';
import { idParamsSchema } from '#common/ids';
import {
  acceptInvitationInputSchema,
  adminCohortListSchema,
  adminStartupInputSchema,
  adminStartupListSchema,
  announcementInputSchema,
  cohortFormedSchema,
  cohortInputSchema,
  cohortPageSchema,
  invitationInputSchema,
  joinedSchema,
  myCohortsSchema,
  portfolioQuerySchema,
  portfolioSchema,
  startupProfileInputSchema,
  startupProfileSchema,
  startupSlugParamsSchema,
  startupSummarySchema,
  STARTUP_MESSAGES as M,
  type StartupProfileInput,
} from '#common/startups';
import type { Executor, StartupUpdate } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { noBody } from '#server/lib/responses';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { parseOrThrow } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import { deleteMediaAsset, prepareImage, readMultipartForm, storeImage } from '#server/modules/media';
import {
  deleteStartup,
  eventsBetween,
  findCohort,
  findMembershipInCohort,
  findPublishedStartup,
  findStartup,
  insertStartup,
  listAllStartups,
  listAnnouncements,
  listCohorts,
  listCohortsOfUser,
  listInvitationsFor,
  listStartupMembers,
  listStartupsOfCohort,
  listTeamsOf,
  updateStartup,
} from './repository';
import { invitationRoutes } from './invitation-routes';
import { announce, assertCanEdit, formCohort, inviteMember, isAdmin, joinWithCode } from './service';
import { loadPortfolio } from './page';
import { toProfile, toSummaries } from './views';

const admin = { access: 'admin' } as const;
const user = { access: 'user' } as const;

/** Reads a profile form: its text fields (checked by `schema`) and, checked and re-encoded, the logo. */
async function readProfileForm<T extends z.ZodType>(
  request: Parameters<typeof readMultipartForm>[0],
  schema: T,
): Promise<{
  input: z.infer<T>;
  logo: Awaited<ReturnType<typeof prepareImage>> | null;
  removeLogo: boolean;
}> {
  const { fields, files } = await readMultipartForm(request);
  const file = files.find((candidate) => candidate.field === PHOTO_FIELD);
  const { [REMOVE_PHOTO_FIELD]: remove, ...rest } = fields;
  return {
    input: parseOrThrow(schema, rest),
    logo: file ? await prepareImage(file.bytes) : null,
    removeLogo: remove === 'true',
  };
}

const profileColumns = (input: StartupProfileInput, wasPublished: boolean, now: string): StartupUpdate => ({
  name: input.name,
  pitch: input.pitch,
  sector: input.sector,
  stage: input.stage,
  website: input.website,
  founded_year: input.foundedYear,
  published: input.published === 'true' ? 1 : 0,
  ...(input.published === 'true' && !wasPublished ? { published_at: now } : {}),
});

async function profileOf(db: Executor, id: number, canEdit: boolean, ownTeam: boolean) {
  const row = await findStartup(db, id);
  if (!row) throw new HttpError(404, M.notFound);
  return toProfile(db, row, await listStartupMembers(db, id), canEdit, ownTeam);
}

function rethrowSlugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, M.slugTaken, { slug: M.slugTaken });
  throw error;
}

/**
 * Cohorts, startup profiles and the portfolio (docs/product.md#cohorts, docs/product.md#startup-profiles,
 * docs/product.md#portfolio): the public sees published profiles only; a cohort's members see their cohort
 * and their own team's profile; founders edit it; the centre sees and edits everything.
 */
export const startupRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationRoutes);

  app.get(
    '/api/startups',
    {
      config: { access: 'public' },
      schema: { querystring: portfolioQuerySchema, response: { 200: portfolioSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      const portfolio = await loadPortfolio(app.db);
      const { sector, stage, cohort } = request.query;
      return {
        items: portfolio.items.filter(
          (item) =>
            (!sector || item.sector === sector) &&
            (!stage || item.stage === stage) &&
            (!cohort || item.cohort === cohort),
        ),
        filters: portfolio.filters,
      };
    },
  );

  app.get(
    '/api/startups/:slug',
    {
      config: { access: 'public' },
      schema: { params: startupSlugParamsSchema, response: { 200: startupSummarySchema } },
    },
    async (request, reply) => {
      const row = await findPublishedStartup(app.db, request.params.slug);
      if (!row) throw new HttpError(404, M.notFound);
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      const [summary] = await toSummaries(app.db, [row]);
      const { row: _row, ...rest } = summary!;
      return rest;
    },
  );

  app.get(
    '/api/my/cohorts',
    { config: user, schema: { response: { 200: myCohortsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [cohorts, invitations] = await Promise.all([
        listCohortsOfUser(app.db, request.user.id),
        listInvitationsFor(app.db, request.user.email.toLowerCase()),
      ]);
      const now = new Date().toISOString();
      return {
        items: cohorts.map((row) => ({
          id: row.id,
          name: row.name,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          startupId: row.startup_id,
          startupName: row.startup_name,
          role: row.role,
        })),
        invitations: invitations
          .filter((invitation) => (invitation.invite_expires_at ?? '') > now)
          .map((invitation) => ({
            startupName: invitation.startup_name,
            cohortName: invitation.cohort_name,
          })),
      };
    },
  );

  app.post(
    '/api/my/cohorts/join',
    { config: user, schema: { body: acceptInvitationInputSchema, response: { 200: joinedSchema } } },
    async (request) => joinWithCode(app, request.user, request.body.code),
  );

  app.get(
    '/api/cohorts/:id',
    { config: user, schema: { params: idParamsSchema, response: { 200: cohortPageSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const cohort = await findCohort(app.db, id);
      const membership = cohort ? await findMembershipInCohort(app.db, request.user.id, id) : undefined;
      // Someone outside the cohort learns nothing, not even that it exists.
      if (!cohort || (!membership && !isAdmin(request.user))) throw new HttpError(404, M.cohortNotFound);
      reply.header('cache-control', 'no-store');
      const rows = await listStartupsOfCohort(app.db, id);
      const [summaries, teams, events, announcements] = await Promise.all([
        toSummaries(app.db, rows),
        listTeamsOf(
          app.db,
          rows.map((row) => row.id),
        ),
        eventsBetween(app.db, cohort.starts_on, cohort.ends_on),
        listAnnouncements(app.db, id),
      ]);
      return {
        id: cohort.id,
        name: cohort.name,
        program: cohort.program_slug,
        startsOn: cohort.starts_on,
        endsOn: cohort.ends_on,
        startups: summaries.map(({ row, ...summary }) => ({
          ...summary,
          id: row.id,
          published: row.published === 1,
          team: teams
            .filter((member) => member.startup_id === row.id)
            .map((member) => ({ name: member.full_name || member.email, role: member.role })),
        })),
        schedule: events.map((event) => ({
          id: event.id,
          name: event.name,
          startDate: event.start_date,
          location: event.location,
        })),
        announcements: announcements.map((row) => ({
          id: row.id,
          title: row.title,
          body: row.body,
          createdAt: row.created_at,
        })),
        myStartupId: membership?.startup_id ?? null,
      };
    },
  );

  app.get(
    '/api/my/startups/:id',
    { config: user, schema: { params: idParamsSchema, response: { 200: startupProfileSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const startup = await findStartup(app.db, id);
      if (!startup) throw new HttpError(404, M.notFound);
      // The team and the centre see an unpublished profile; the cohort sees it on the cohort page.
      let canEdit = isAdmin(request.user);
      let ownTeam = canEdit;
      if (!canEdit) {
        const membership =
          startup.cohort_id === null
            ? undefined
            : await findMembershipInCohort(app.db, request.user.id, startup.cohort_id);
        if (!membership) throw new HttpError(404, M.notFound);
        ownTeam = membership.startup_id === id;
        canEdit = ownTeam && membership.role === 'founder';
      }
      reply.header('cache-control', 'no-store');
      return profileOf(app.db, id, canEdit, ownTeam);
    },
  );

  app.put(
    '/api/my/startups/:id',
    { config: user, schema: { params: idParamsSchema, response: { 200: savedIdSchema } } },
    async (request) => {
      const { id } = request.params;
      await assertCanEdit(app.db, request.user, id);
      const { input, logo, removeLogo } = await readProfileForm(request, startupProfileInputSchema);
      await app.db.transaction().execute(async (trx) => {
        const existing = await findStartup(trx, id);
        if (!existing) throw new HttpError(404, M.notFound);
        const now = new Date().toISOString();
        const logoKey = logo ? await storeImage(trx, logo) : removeLogo ? null : existing.logo_key;
        await updateStartup(trx, id, {
          ...profileColumns(input, existing.published === 1, now),
          logo_key: logoKey,
          updated_at: now,
        });
        if (existing.logo_key && existing.logo_key !== logoKey)
          await deleteMediaAsset(trx, existing.logo_key);
      });
      return { id };
    },
  );

  app.post(
    '/api/my/startups/:id/invitations',
    {
      config: user,
      schema: { params: idParamsSchema, body: invitationInputSchema, response: { 201: messageAnswerSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertCanEdit(app.db, request.user, id);
      return reply.code(201).send(await inviteMember(app, request.user, id, request.body.email));
    },
  );

  app.get(
    '/api/admin/cohorts',
    { config: admin, schema: { response: { 200: adminCohortListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        items: (await listCohorts(app.db)).map((row) => ({
          id: row.id,
          name: row.name,
          program: row.program_slug,
          callId: row.call_id,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          startupCount: Number(row.startup_count ?? 0),
        })),
      };
    },
  );

  app.post(
    '/api/admin/cohorts',
    { config: admin, schema: { body: cohortInputSchema, response: { 201: cohortFormedSchema } } },
    async (request, reply) => reply.code(201).send(await formCohort(app, request.user, request.body)),
  );

  app.post(
    '/api/admin/cohorts/:id/announcements',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: announcementInputSchema,
        response: { 201: messageAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await announce(app, request.user, request.params.id, request.body)),
  );

  app.get(
    '/api/admin/startups',
    { config: admin, schema: { response: { 200: adminStartupListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listAllStartups(app.db);
      const items = [];
      for (const row of rows)
        items.push(await toProfile(app.db, row, await listStartupMembers(app.db, row.id), true));
      return { items };
    },
  );

  app.post(
    '/api/admin/startups',
    { config: admin, schema: { response: { 201: savedIdSchema } } },
    async (request, reply) => {
      const { input, logo } = await readProfileForm(request, adminStartupInputSchema);
      try {
        const id = await app.db.transaction().execute(async (trx) => {
          if (input.cohortId !== null && !(await findCohort(trx, input.cohortId)))
            throw new HttpError(400, M.cohortNotFound, { cohortId: M.cohortNotFound });
          const now = new Date().toISOString();
          const newId = await insertStartup(trx, {
            slug: input.slug,
            name: input.name,
            pitch: input.pitch,
            sector: input.sector,
            stage: input.stage,
            website: input.website,
            founded_year: input.foundedYear,
            status: input.status,
            funding_raised: input.fundingRaised,
            jobs: input.jobs,
            cohort_id: input.cohortId,
            cohort_label: input.cohortLabel,
            application_id: null,
            logo_key: logo ? await storeImage(trx, logo) : null,
            published: input.published === 'true' ? 1 : 0,
            published_at: input.published === 'true' ? now : null,
            created_at: now,
            updated_at: now,
          });
          await recordAdminAction(trx, request.user, {
            action: 'startup.create',
            subjectType: 'startup',
            subjectId: newId,
            summary: `Added startup "${input.name}"`,
          });
          return newId;
        });
        return reply.code(201).send({ id });
      } catch (error) {
        rethrowSlugTaken(error);
      }
    },
  );

  app.put(
    '/api/admin/startups/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: savedIdSchema } } },
    async (request) => {
      const { id } = request.params;
      const { input, logo, removeLogo } = await readProfileForm(request, adminStartupInputSchema);
      try {
        await app.db.transaction().execute(async (trx) => {
          const existing = await findStartup(trx, id);
          if (!existing) throw new HttpError(404, M.notFound);
          if (input.cohortId !== null && !(await findCohort(trx, input.cohortId)))
            throw new HttpError(400, M.cohortNotFound, { cohortId: M.cohortNotFound });
          const now = new Date().toISOString();
          const logoKey = logo ? await storeImage(trx, logo) : removeLogo ? null : existing.logo_key;
          await updateStartup(trx, id, {
            ...profileColumns(input, existing.published === 1, now),
            slug: input.slug,
            status: input.status,
            funding_raised: input.fundingRaised,
            jobs: input.jobs,
            cohort_id: input.cohortId,
            cohort_label: input.cohortLabel,
            logo_key: logoKey,
            updated_at: now,
          });
          if (existing.logo_key && existing.logo_key !== logoKey)
            await deleteMediaAsset(trx, existing.logo_key);
          await recordAdminAction(trx, request.user, {
            action: 'startup.update',
            subjectType: 'startup',
            subjectId: id,
            summary: `Updated startup "${input.name}"`,
          });
        });
      } catch (error) {
        rethrowSlugTaken(error);
      }
      return { id };
    },
  );

  app.delete(
    '/api/admin/startups/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 204: noBody } } },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findStartup(trx, id);
        if (!existing) throw new HttpError(404, M.notFound);
        await deleteStartup(trx, id);
        if (existing.logo_key) await deleteMediaAsset(trx, existing.logo_key);
        await recordAdminAction(trx, request.user, {
          action: 'startup.delete',
          subjectType: 'startup',
          subjectId: id,
          summary: `Deleted startup "${existing.name}"`,
        });
      });
      return reply.code(204).send();
    },
  );
};
