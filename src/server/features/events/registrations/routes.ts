import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addRegistrantBodySchema,
  checkInAnswerSchema,
  eventMessageAnswerSchema,
  eventMessageBodySchema,
  registrantAnswerSchema,
  registrantParamsSchema,
  checkInBodySchema,
  registrantListSchema,
  type Registrant,
  myRegistrationListSchema,
  registerBodySchema,
  registrationAnswerSchema,
} from '#common/event-registrations';
import { eventIdParamsSchema } from '#common/events';
import { sendCsv } from '#server/lib/csv';
import { rawBody } from '#server/lib/responses';
import type { EventService } from '../service';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { RegistrationService } from './service';

/** Registration on the site (docs/product.md#event-registration). HTTP only; see service.ts. */
export function registrationRoutes(app: FastifyInstance, events: EventService): RegistrationService {
  const registrations = new RegistrationService(app, events);
  const api = app.withTypeProvider<ZodTypeProvider>();
  calendarFeedRoutes(app);

  api.post(
    '/api/events/:id/registrations',
    {
      config: { access: 'user' },
      schema: {
        params: eventIdParamsSchema,
        body: registerBodySchema,
        response: { 201: registrationAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await registrations.register(request.user, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  api.delete(
    '/api/events/:id/registrations/me',
    {
      config: { access: 'user' },
      schema: { params: eventIdParamsSchema, response: { 200: registrationAnswerSchema } },
    },
    async (request) => registrations.cancel(request.user, request.params.id),
  );

  api.post(
    '/api/events/:id/registrations/me/claim',
    {
      config: { access: 'user' },
      schema: { params: eventIdParamsSchema, response: { 200: registrationAnswerSchema } },
    },
    async (request) => registrations.claim(request.user, request.params.id),
  );

  api.get(
    '/api/my/registrations',
    { config: { access: 'user' }, schema: { response: { 200: myRegistrationListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await registrations.listMine(_request.user), timezone: app.config.centreTimezone };
    },
  );
  api.get(
    '/api/events/:id/registrations',
    {
      config: { access: 'admin' },
      schema: { params: eventIdParamsSchema, response: { 200: registrantListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return registrations.listRegistrants(request.params.id);
    },
  );

  api.get(
    '/api/events/:id/registrations.csv',
    {
      config: { access: 'admin' },
      schema: { params: eventIdParamsSchema, response: { 200: rawBody('text/csv') } },
    },
    async (request, reply) => {
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
  );

  api.post(
    '/api/events/:id/check-ins',
    {
      config: { access: 'admin' },
      schema: {
        params: eventIdParamsSchema,
        body: checkInBodySchema,
        response: { 200: checkInAnswerSchema },
      },
    },
    async (request) => registrations.checkIn(request.user, request.params.id, request.body.code),
  );
  api.post(
    '/api/events/:id/registrants',
    {
      config: { access: 'admin' },
      schema: {
        params: eventIdParamsSchema,
        body: addRegistrantBodySchema,
        response: { 201: registrantAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await registrations.addByAdmin(request.user, request.params.id, request.body.email);
      return reply.code(201).send(answer);
    },
  );

  api.delete(
    '/api/events/:id/registrants/:registrationId',
    {
      config: { access: 'admin' },
      schema: { params: registrantParamsSchema, response: { 200: registrantAnswerSchema } },
    },
    async (request) =>
      registrations.removeByAdmin(request.user, request.params.id, request.params.registrationId),
  );

  api.post(
    '/api/events/:id/messages',
    {
      config: { access: 'admin' },
      schema: {
        params: eventIdParamsSchema,
        body: eventMessageBodySchema,
        response: { 200: eventMessageAnswerSchema },
      },
    },
    async (request) => registrations.sendMessage(request.user, request.params.id, request.body),
  );
  return registrations;
}
