import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callApplicationListSchema,
  callApplicationPatchSchema,
  callApplicationDraftSchema,
  callApplicationViewSchema,
  callListSchema,
  callPatchSchema,
  callSchema,
  callViewSchema,
  cohortSchema,
  decisionAnswerSchema,
  decisionSchema,
  openCallListSchema,
} from '#common/calls';
import { idParamsSchema } from '#common/ids';
import { answerWithNoStore } from '#server/lib/no-store';
import { cohort, decideApplication } from './decisions';
import { listApplicationsOfUser, listCalls, listOpenCalls } from './repository';
import {
  changeApplication,
  createCall,
  editCall,
  startApplication,
  toCallApplication,
  toCalls,
  toOpenCall,
} from './service';

/** Calls for applications and the applications to them (docs/product.md#calls). */
export const callRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.get(
    '/api/calls/open',
    { config: { access: 'public' }, schema: { response: { 200: openCallListSchema } } },
    async () => ({
      items: (await listOpenCalls(app.db, new Date().toISOString())).map(toOpenCall),
      timezone: app.config.centreTimezone,
    }),
  );

  app.get(
    '/api/calls',
    { config: { access: 'admin' }, schema: { response: { 200: callListSchema } } },
    async () => ({
      items: await toCalls(app.db, await listCalls(app.db)),
      timezone: app.config.centreTimezone,
    }),
  );

  app.post(
    '/api/calls',
    { config: { access: 'admin' }, schema: { body: callSchema, response: { 201: callViewSchema } } },
    async (request, reply) => reply.code(201).send(await createCall(app, request.user, request.body)),
  );

  app.patch(
    '/api/calls/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: callPatchSchema, response: { 200: callViewSchema } },
    },
    async (request) => editCall(app, request.user, request.params.id, request.body),
  );

  app.post(
    '/api/calls/:id/applications',
    {
      config: { access: 'user' },
      schema: {
        params: idParamsSchema,
        body: callApplicationDraftSchema,
        response: { 201: callApplicationViewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startApplication(app, request.user, request.params.id, request.body)),
  );

  app.patch(
    '/api/call-applications/:id',
    {
      config: { access: 'user' },
      schema: {
        params: idParamsSchema,
        body: callApplicationPatchSchema,
        response: { 200: callApplicationViewSchema },
      },
    },
    async (request) => changeApplication(app, request.user, request.params.id, request.body),
  );

  app.get(
    '/api/my/call-applications',
    { config: { access: 'user' }, schema: { response: { 200: callApplicationListSchema } } },
    async (request) => ({
      items: (await listApplicationsOfUser(app.db, request.user.id)).map(toCallApplication),
      timezone: app.config.centreTimezone,
    }),
  );

  app.patch(
    '/api/call-applications/:id/decision',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: decisionSchema, response: { 200: decisionAnswerSchema } },
    },
    async (request) => decideApplication(app, request.user, request.params.id, request.body),
  );

  app.get(
    '/api/calls/:id/cohort',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: cohortSchema } } },
    async (request) => cohort(app, request.params.id),
  );
};
