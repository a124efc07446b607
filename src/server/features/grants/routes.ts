import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GRANT_MESSAGES as M } from '#common/grants';
import { grantEndpoints } from '#common/grant-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { noStore } from '#server/lib/no-store';
import { readMultipartForm } from '#server/modules/media';
import { PDF_LIMITS, sendPrivateFile } from '#server/modules/private-files';
import { utilisationCertificatePdf } from './certificate';
import { defineGrantReminders } from './reminders';
import {
  findGrant,
  findTeamPlace,
  findTranche,
  listExpenses,
  listGrants,
  listStartupsWithoutGrant,
  listTranches,
} from './repository';
import {
  addTranche,
  centreToday,
  createGrant,
  disburseTranche,
  loadGrant,
  readableGrant,
  recordExpense,
  reviewTranche,
  sendEvidence,
  startupGrant,
  toGrant,
} from './service';

const EVIDENCE_PDF_LIMITS = {
  ...PDF_LIMITS,
  tooLargeMessage: PDF_LIMITS.tooLargeMessage.replace(/^The CV\b/, 'The evidence'),
};

/**
 * Seed grants paid by milestone (docs/product.md#seed-grants): the centre records grants, milestones, reviews
 * and disbursements; a startup's team sends evidence and records spending; both see the balances and the
 * utilisation certificate; founders are reminded before and after a milestone's date.
 */
export const grantRoutes: FastifyPluginAsyncZod = async (app) => {
  defineGrantReminders(app);

  app.route({
    ...endpointRoute(grantEndpoints.startup),
    handler: async (request, reply) => {
      noStore(reply);
      return startupGrant(app, request.user, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(grantEndpoints.recordExpense, { identicalCreateIsRepeat: true }),
    handler: async (request, reply) =>
      reply.code(201).send(await recordExpense(app, request.user, request.params.id, request.body)),
  });

  app.route({
    ...endpointRoute(grantEndpoints.certificate),
    handler: async (request, reply) => {
      const { grant, isTeam } = await readableGrant(app, request.user, request.params.id);
      const pdf = await utilisationCertificatePdf(await loadGrant(app.db, grant, isTeam), {
        today: centreToday(app),
      });
      const name = grant.startup_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'grant';
      noStore(reply, 'private')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="utilisation-certificate-${name}.pdf"`);
      return reply.send(pdf);
    },
  });

  app.route({
    ...endpointRoute(grantEndpoints.sendEvidence),
    handler: async (request) => {
      // Refusals that need no body come first, so a stranger's file is never read.
      const tranche = await findTranche(app.db, request.params.id);
      if (!tranche) throw new HttpError(404, M.trancheNotFound);
      if (!(await findTeamPlace(app.db, request.user.id, tranche.startup_id))) {
        if (request.user.role === 'admin') throw new HttpError(403, M.notTeam);
        throw new HttpError(404, M.trancheNotFound);
      }
      const form = await readMultipartForm(request, EVIDENCE_PDF_LIMITS);
      return sendEvidence(app, request.user, request.params.id, form);
    },
  });

  app.route({
    ...endpointRoute(grantEndpoints.evidence),
    handler: async (request, reply) => {
      const tranche = await findTranche(app.db, request.params.id);
      // Anyone who may not read it learns nothing, not even that it exists.
      const mayRead =
        tranche &&
        (request.user.role === 'admin' ||
          (await findTeamPlace(app.db, request.user.id, tranche.startup_id)) !== undefined);
      if (!tranche || !mayRead) throw new HttpError(404, M.trancheNotFound);
      if (!tranche.evidence_key) throw new HttpError(404, M.noEvidence);
      return sendPrivateFile(app.db, reply, tranche.evidence_key);
    },
  });

  app.route({
    ...endpointRoute(grantEndpoints.list),
    handler: async (_request, reply) => {
      noStore(reply);
      const grants = await listGrants(app.db);
      const ids = grants.map((grant) => grant.id);
      const [tranches, expenses, startupsWithoutGrant] = await Promise.all([
        listTranches(app.db, ids),
        listExpenses(app.db, ids),
        listStartupsWithoutGrant(app.db),
      ]);
      return {
        items: grants.map((grant) => {
          const view = toGrant(grant, tranches, expenses, false);
          return {
            id: view.id,
            startupId: view.startupId,
            startupName: view.startupName,
            scheme: view.scheme,
            sanctionedOn: view.sanctionedOn,
            balances: view.balances,
            toReview: view.tranches.filter((tranche) => tranche.state === 'submitted').length,
            toDisburse: view.tranches.filter((tranche) => tranche.state === 'approved').length,
          };
        }),
        startupsWithoutGrant,
      };
    },
  });

  app.route({
    ...endpointRoute(grantEndpoints.create, { identicalCreateIsRepeat: true }),
    handler: async (request, reply) =>
      reply.code(201).send(await createGrant(app, request.user, request.body)),
  });

  app.route({
    ...endpointRoute(grantEndpoints.detail),
    handler: async (request, reply) => {
      noStore(reply);
      const grant = await findGrant(app.db, request.params.id);
      if (!grant) throw new HttpError(404, M.notFound);
      const isTeam = (await findTeamPlace(app.db, request.user.id, grant.startup_id)) !== undefined;
      return loadGrant(app.db, grant, isTeam);
    },
  });

  app.route({
    ...endpointRoute(grantEndpoints.addTranche, { identicalCreateIsRepeat: true }),
    handler: async (request, reply) =>
      reply.code(201).send(await addTranche(app, request.user, request.params.id, request.body)),
  });

  app.route({
    ...endpointRoute(grantEndpoints.review),
    handler: async (request) => reviewTranche(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(grantEndpoints.disburse),
    handler: async (request) => disburseTranche(app, request.user, request.params.id, request.body),
  });
};
