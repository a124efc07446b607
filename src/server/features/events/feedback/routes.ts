import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventFeedbackEndpoints as endpoints } from '#common/event-feedback-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { sendCsv } from '#server/lib/csv';
import { noStore } from '#server/lib/no-store';
import type { EventService } from '../service';
import { exportColumns, feedbackWorkbook } from './exports';
import { FeedbackService } from './service';

/** Per address: an attendee opening and sending their form is served, a walk through tokens is not. */
export const FEEDBACK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Event feedback (docs/product.md#event-feedback). HTTP only; see service.ts. */
export function feedbackRoutes(app: FastifyInstance, events: EventService): FeedbackService {
  const feedback = new FeedbackService(app, events);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.form, { rateLimit: FEEDBACK_RATE_LIMIT }),
    handler: async (request, reply) => {
      // The answer is one person's; search engines are kept away from the link.
      noStore(reply, 'private');
      reply.header('x-robots-tag', 'noindex');
      return feedback.form(request.params.token);
    },
  });

  api.route({
    ...endpointRoute(endpoints.answer, { rateLimit: FEEDBACK_RATE_LIMIT }),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return feedback.answer(request.params.token, request.body);
    },
  });

  api.route({
    ...endpointRoute(endpoints.settings),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return feedback.admin(app.db, request.params.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.saveSettings),
    handler: async (request) => feedback.save(request.user, request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(endpoints.csv),
    handler: async (request, reply) => {
      const { questions, rows } = await feedback.exportRows(request.params.id);
      return sendCsv(reply, `event-${request.params.id}-feedback.csv`, exportColumns(questions), rows, {
        scope: 'private',
      });
    },
  });

  api.route({
    ...endpointRoute(endpoints.xlsx),
    handler: async (request, reply) => {
      const { questions, rows } = await feedback.exportRows(request.params.id);
      const bytes = await feedbackWorkbook(exportColumns(questions), rows);
      return noStore(reply, 'private')
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="event-${request.params.id}-feedback.xlsx"`)
        .send(bytes);
    },
  });

  return feedback;
}
