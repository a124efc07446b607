import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD } from '#common/content';
import { startupsEndpoints } from '#common/startups-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import {
  adminStartupInputSchema,
  startupProfileInputSchema,
  STARTUP_MESSAGES as M,
  type StartupProfileInput,
} from '#common/startups';
import type { Executor, StartupUpdate } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { parseOrThrow } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import { eventsBetween } from '#server/features/events';
import { deleteMediaAsset, prepareImage, readMultipartForm, storeImage } from '#server/modules/media';
import {
  deleteStartup,
  findCohort,
  findMembershipInCohort,
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
import { startupDetailsRoutes } from './details/routes';
import { cohortCertificateRoutes } from './certificates/routes';
import { announce, assertCanEdit, formCohort, inviteMember, isAdmin, joinWithCode } from './service';
import { findStartupForPage, loadPortfolio } from './page';
import { centreToday } from '#server/features/news';
import { toProfile, toSummaries } from './views';
import { noStore } from '#server/lib/no-store';
import { shownName } from '#server/modules/users';

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
  await app.register(startupDetailsRoutes);
  await app.register(cohortCertificateRoutes);

  app.route({
    ...endpointRoute(startupsEndpoints.portfolio),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.startup),
    handler: async (request, reply) => {
      const page = await findStartupForPage(
        app.db,
        request.params.slug,
        centreToday(app.config.centreTimezone),
      );
      if (!page) throw new HttpError(404, M.notFound);
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      return page;
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.myCohorts),
    handler: async (request, reply) => {
      noStore(reply);
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.join),
    handler: async (request) => joinWithCode(app, request.user, request.body.code),
  });

  app.route({
    ...endpointRoute(startupsEndpoints.cohort),
    handler: async (request, reply) => {
      const { id } = request.params;
      const cohort = await findCohort(app.db, id);
      const membership = cohort ? await findMembershipInCohort(app.db, request.user.id, id) : undefined;
      // Someone outside the cohort learns nothing, not even that it exists.
      if (!cohort || (!membership && !isAdmin(request.user))) throw new HttpError(404, M.cohortNotFound);
      noStore(reply);
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
            .map((member) => ({
              // Members of the cohort see each other by name; the centre also by email.
              name: shownName(member, { seesEmail: isAdmin(request.user) }),
              role: member.role,
            })),
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.myStartup),
    handler: async (request, reply) => {
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
      noStore(reply);
      return profileOf(app.db, id, canEdit, ownTeam);
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.saveMyStartup),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.invite),
    handler: async (request, reply) => {
      const { id } = request.params;
      await assertCanEdit(app.db, request.user, id);
      return reply.code(201).send(await inviteMember(app, request.user, id, request.body.email));
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.adminCohorts),
    handler: async (_request, reply) => {
      noStore(reply);
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.formCohort),
    handler: async (request, reply) =>
      reply.code(201).send(await formCohort(app, request.user, request.body)),
  });

  app.route({
    ...endpointRoute(startupsEndpoints.announce),
    handler: async (request, reply) =>
      reply.code(201).send(await announce(app, request.user, request.params.id, request.body)),
  });

  app.route({
    ...endpointRoute(startupsEndpoints.adminStartups),
    handler: async (_request, reply) => {
      noStore(reply);
      const rows = await listAllStartups(app.db);
      const items = [];
      for (const row of rows)
        items.push(await toProfile(app.db, row, await listStartupMembers(app.db, row.id), true));
      return { items };
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.createStartup),
    handler: async (request, reply) => {
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
            // Superseded by the confirmed impact facts (docs/product.md#impact-reports).
            funding_raised: null,
            jobs: null,
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.updateStartup),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(startupsEndpoints.removeStartup),
    handler: async (request, reply) => {
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
  });
};
