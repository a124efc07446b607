import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STARTUP_DETAIL_MESSAGES as M } from '#common/startup-details';
import { STARTUP_MESSAGES } from '#common/startups';
import { startupsEndpoints } from '#common/startups-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { noStore } from '#server/lib/no-store';
import { NAME_ONLY, SEES_EMAIL, shownName } from '#server/modules/users';
import { findMembershipInStartup, findStartup } from '../repository';
import { assertCanEdit, isAdmin } from '../service';
import {
  findApprovedRevision,
  findLastDecidedRevision,
  findPendingRevision,
  listFounders,
  listPendingRevisions,
  saveFounderLink,
} from './repository';
import { decide, submitDetails } from './service';
import { toDetails } from './views';

/**
 * A startup's story, milestones and founders (docs/product.md#startup-pages): its team reads what is public
 * and what waits; founders send changes, which the centre approves or sends back; each founder alone chooses
 * whether their name links to their profile.
 */
export const startupDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(startupsEndpoints.myStartupDetails),
    handler: async (request, reply) => {
      const { id } = request.params;
      const admin = isAdmin(request.user);
      const membership = admin ? undefined : await findMembershipInStartup(app.db, request.user.id, id);
      // Outside the team (another startup of the cohort too) the startup's drafts do not exist.
      if (!(await findStartup(app.db, id)) || (!admin && !membership))
        throw new HttpError(404, STARTUP_MESSAGES.notFound);
      noStore(reply);
      const [approved, pending, decided, founders] = await Promise.all([
        findApprovedRevision(app.db, id),
        findPendingRevision(app.db, id),
        findLastDecidedRevision(app.db, id),
        listFounders(app.db, [id]),
      ]);
      const submitter = pending?.submitted_by
        ? founders.find((founder) => founder.user_id === pending.submitted_by)
        : undefined;
      return {
        approved: approved ? { ...toDetails(approved), approvedAt: approved.decided_at ?? '' } : null,
        pending: pending
          ? {
              ...toDetails(pending),
              submittedAt: pending.submitted_at,
              submittedBy: submitter ? shownName(submitter, NAME_ONLY) : 'The centre',
            }
          : null,
        returned:
          !pending && decided?.status === 'returned'
            ? { note: decided.note, decidedAt: decided.decided_at ?? '' }
            : null,
        founders: founders.map((founder) => {
          const isMe = founder.user_id === request.user.id;
          return {
            memberId: founder.id,
            name: shownName(founder, NAME_ONLY),
            isMe,
            profileUrl: isMe ? founder.profile_url : '',
            linkShown: isMe && founder.profile_link_shown === 1,
          };
        }),
        canEdit: admin || membership?.role === 'founder',
      };
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.submitStartupDetails),
    handler: async (request) => {
      await assertCanEdit(app.db, request.user, request.params.id);
      return submitDetails(app, request.user, request.params.id, request.body);
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.saveFounderLink),
    handler: async (request) => {
      const { id } = request.params;
      const membership = await findMembershipInStartup(app.db, request.user.id, id);
      if (!membership) throw new HttpError(404, STARTUP_MESSAGES.notFound);
      if (membership.role !== 'founder') throw new HttpError(403, M.notAFounder);
      await saveFounderLink(app.db, id, request.user.id, request.body);
      return { message: M.linkSaved(request.body.shown) };
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.adminRevisions),
    handler: async (_request, reply) => {
      noStore(reply);
      const rows = await listPendingRevisions(app.db);
      const founders = await listFounders(
        app.db,
        rows.map((row) => row.startup_id),
      );
      const items = [];
      for (const row of rows) {
        const own = founders.filter((founder) => founder.startup_id === row.startup_id);
        items.push({
          id: row.id,
          startupId: row.startup_id,
          startupName: row.startup_name,
          startupSlug: row.startup_slug,
          published: row.published === 1,
          submittedBy: row.submitted_by ? shownName(row, SEES_EMAIL) : 'Unknown',
          submittedAt: row.submitted_at,
          current: toDetails(await findApprovedRevision(app.db, row.startup_id)),
          proposed: toDetails(row),
          founderNames: own.map((founder) => ({
            memberId: founder.id,
            name: shownName(founder, SEES_EMAIL),
          })),
          status: row.status,
        });
      }
      return { items };
    },
  });

  app.route({
    ...endpointRoute(startupsEndpoints.approveRevision),
    handler: async (request) => decide(app, request.user, request.params.id, { status: 'approved' }),
  });

  app.route({
    ...endpointRoute(startupsEndpoints.returnRevision),
    handler: async (request) =>
      decide(app, request.user, request.params.id, { status: 'returned', note: request.body.note }),
  });
};
