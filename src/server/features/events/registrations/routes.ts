import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventRegistrationEndpoints as endpoints } from '#common/event-registration-endpoints';
import type { Registrant } from '#common/event-registrations';
import { sendCsv } from '#server/lib/csv';
import { endpointRoute } from '#server/lib/endpoint-route';
import type { EventService } from '../service';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { RegistrationService } from './service';
import { noStore } from '#server/lib/no-store';

/** Registration on the site (docs/product.md#event-registration). HTTP only; see service.ts. */
export function registrationRoutes(app: FastifyInstance, events: EventService): RegistrationService {
  const registrations = new RegistrationService(app, events);
  const api = app.withTypeProvider<ZodTypeProvider>();
  calendarFeedRoutes(app);

  api.route({
    ...endpointRoute(endpoints.register),
    handler: async (request, reply) => {
      const answer = await registrations.register(request.user, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  });

  api.route({
    ...endpointRoute(endpoints.cancel),
    handler: async (request) => registrations.cancel(request.user, request.params.id),
  });

  api.route({
    ...endpointRoute(endpoints.claim),
    handler: async (request) => registrations.claim(request.user, request.params.id),
  });

  api.route({
    ...endpointRoute(endpoints.mine),
    handler: async (_request, reply) => {
      noStore(reply, 'private');
      return { items: await registrations.listMine(_request.user), timezone: app.config.centreTimezone };
    },
  });
  api.route({
    ...endpointRoute(endpoints.registrants),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      return registrations.listRegistrants(request.params.id);
    },
  });

  api.route({
    ...endpointRoute(endpoints.registrantsCsv),
    handler: async (request, reply) => {
      const { items, question } = await registrations.listRegistrants(request.params.id);
      return sendCsv<Registrant>(
        reply,
        `event-${request.params.id}-registrations.csv`,
        [
          { header: 'Name', value: (row) => row.name },
          { header: 'Email', value: (row) => row.email },
          { header: 'State', value: (row) => row.state },
          { header: 'Waitlist position', value: (row) => row.waitlist_position },
          { header: 'Registered at (UTC)', value: (row) => row.registered_at },
          { header: 'Checked in at (UTC)', value: (row) => row.checked_in_at },
          { header: question || 'Answer', value: (row) => row.answer },
        ],
        items,
      );
    },
  });

  api.route({
    ...endpointRoute(endpoints.checkIn),
    handler: async (request) => registrations.checkIn(request.user, request.params.id, request.body.code),
  });
  api.route({
    ...endpointRoute(endpoints.addRegistrant),
    handler: async (request, reply) => {
      const answer = await registrations.addByAdmin(request.user, request.params.id, request.body.email);
      return reply.code(201).send(answer);
    },
  });

  api.route({
    ...endpointRoute(endpoints.removeRegistrant),
    handler: async (request) =>
      registrations.removeByAdmin(request.user, request.params.id, request.params.registrationId),
  });

  api.route({
    ...endpointRoute(endpoints.message),
    handler: async (request) => registrations.sendMessage(request.user, request.params.id, request.body),
  });
  return registrations;
}
