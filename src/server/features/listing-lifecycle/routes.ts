import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingLifecycleEndpoints } from '#common/listing-lifecycle-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { APPLICABLE_KINDS } from '#common/post-applications';
import { expiryJob, expiryReminderJob, scheduleOpenListings } from './jobs';
import { closeOwnListing, renewOwnListing } from './service';

/** A listing's owner renews it or closes it as filled (docs/product.md#listing-lifecycle). */
export const listingLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(expiryReminderJob(app));
  app.jobs.define(expiryJob);
  // The process that runs jobs makes sure every open listing has its reminder and expiry.
  if (app.config.jobRunner) app.addHook('onReady', () => scheduleOpenListings(app));

  for (const kind of APPLICABLE_KINDS) {
    app.route({
      ...endpointRoute(listingLifecycleEndpoints[kind].renew),
      handler: async (request) => renewOwnListing(app, request.user, kind, request.params.id),
    });

    app.route({
      ...endpointRoute(listingLifecycleEndpoints[kind].close),
      handler: async (request) => closeOwnListing(app, request.user, kind, request.params.id),
    });
  }
};
