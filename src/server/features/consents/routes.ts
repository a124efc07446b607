import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentEndpoints } from '#common/consent-endpoints';
import { CONSENT_MESSAGES } from '#common/consents';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { answerWithNoStore } from '#server/lib/no-store';

/**
 * My consents (docs/product.md#my-consents): the person's consents in force with when each was given, the
 * ledger, and a withdrawal of any one in a click, done by the purpose's owner as its own mailed link would.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);
  const subjectOf = (user: { id: number; email: string }) => ({
    id: user.id,
    email: user.email.toLowerCase(),
  });

  app.route({
    ...endpointRoute(consentEndpoints.mine),
    handler: async (request) => app.consents.of(app.db, subjectOf(request.user)),
  });

  app.route({
    ...endpointRoute(consentEndpoints.withdraw),
    handler: async (request) => {
      const { purpose, topic } = request.body;
      const withdrawn = await app.db
        .transaction()
        .execute((trx) => app.consents.withdraw(trx, subjectOf(request.user), purpose, topic));
      if (!withdrawn) throw new HttpError(409, CONSENT_MESSAGES.notActive);
      return { message: CONSENT_MESSAGES.withdrawn };
    },
  });
};
