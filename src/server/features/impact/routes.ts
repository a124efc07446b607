import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impactReportEndpoints as E } from '#common/impact-report-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { noStore } from '#server/lib/no-store';
import { packCsv, packXlsx } from './export';
import {
  addFunding,
  computePack,
  confirm,
  figureRecords,
  listWaiting,
  publicFigures,
  removeFunding,
  saveFacts,
  saveGender,
  startupImpact,
} from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Impact reports (docs/product.md#impact-reports): founders enter their startup's facts and the centre confirms
 * them; the admin reads each report pack with the records behind every figure and downloads it; everyone reads
 * the public figures of /impact.
 */
export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(E.publicFigures),
    handler: async (_request, reply) => {
      // Counted afresh each time from the records; a minute's cache keeps a busy page cheap.
      reply.header('cache-control', 'public, max-age=60');
      return publicFigures(app);
    },
  });

  app.route({
    ...endpointRoute(E.startupFacts),
    handler: async (request, reply) => {
      noStore(reply);
      return startupImpact(app, request.user, request.params.id);
    },
  });
  app.route({
    ...endpointRoute(E.saveFacts),
    handler: async (request) => saveFacts(app, request.user, request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(E.addFunding),
    handler: async (request, reply) => {
      const answer = await addFunding(app, request.user, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  });
  app.route({
    ...endpointRoute(E.removeFunding),
    handler: async (request) => removeFunding(app, request.user, request.params.id, request.params.fundingId),
  });
  app.route({
    ...endpointRoute(E.saveGender),
    handler: async (request) => saveGender(app, request.user, request.body.gender),
  });

  app.route({
    ...endpointRoute(E.waiting),
    handler: async (_request, reply) => {
      noStore(reply);
      return listWaiting(app);
    },
  });
  app.route({
    ...endpointRoute(E.confirm),
    handler: async (request) => confirm(app, request.user, request.params.id),
  });

  app.route({
    ...endpointRoute(E.pack),
    handler: async (request, reply) => {
      noStore(reply);
      return (await computePack(app, request.params.pack, request.query.period)).answer;
    },
  });
  app.route({
    ...endpointRoute(E.figure),
    handler: async (request, reply) => {
      noStore(reply);
      return figureRecords(app, request.params.pack, request.params.figure, request.query.period);
    },
  });
  app.route({
    ...endpointRoute(E.csv),
    handler: async (request, reply) => {
      const { answer } = await computePack(app, request.params.pack, request.query.period);
      return noStore(reply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="impact-${answer.pack}-${answer.period}.csv"`)
        .send(packCsv(answer));
    },
  });
  app.route({
    ...endpointRoute(E.xlsx),
    handler: async (request, reply) => {
      const { pack, period } = { pack: request.params.pack, period: request.query.period };
      const { answer, data, days } = await computePack(app, pack, period);
      const book = await packXlsx(pack, answer, data, days);
      return noStore(reply)
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="impact-${pack}-${period}.xlsx"`)
        .send(book);
    },
  });
};
