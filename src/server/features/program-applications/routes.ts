import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/ids';
import {
  APPLICATION_MESSAGES as A,
  applicationDecisionSchema,
  applicationListQuerySchema,
  programApplicationSchema,
  type MyProgramApplication,
  type ProgramApplication,
  applicationSubmittedSchema,
  myProgramApplicationListSchema,
  programApplicationListSchema,
  programApplicationViewSchema,
} from '#common/program-applications';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { HttpError } from '#server/lib/http-error';
import { answerWithNoStore } from '#server/lib/no-store';
import { newApplicationMail } from './mails';
import { decideProgramApplication } from './service';
import {
  findApplicationById,
  findPendingApplication,
  findProgramBySlug,
  insertApplication,
  listApplications,
  listApplicationsOfUser,
  type ApplicationRow,
} from './repository';
import { tellAdminsWorkWaits } from '#server/modules/notification-preferences';

function toMine(row: ApplicationRow): MyProgramApplication {
  return {
    id: row.id,
    program: row.program_slug,
    programTitle: row.program_title ?? row.program_slug,
    teamName: row.team_name,
    status: row.status,
    createdAt: row.created_at,
  };
}

function toApplication(row: ApplicationRow): ProgramApplication {
  return {
    ...toMine(row),
    stage: row.stage,
    description: row.description,
    teamSize: row.team_size,
    website: row.website,
    phone: row.phone,
    applicantEmail: row.applicant_email,
    applicantName: row.applicant_name,
    decidedAt: row.decided_at,
  };
}

/**
 * Applications to the centre's programmes: apply, follow, review (docs/product.md#programme-applications).
 */
export const programApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.post(
    '/api/program-applications',
    {
      config: { access: 'user' },
      schema: { body: programApplicationSchema, response: { 201: applicationSubmittedSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const program = await findProgramBySlug(app.db, body.program);
      if (!program) throw new HttpError(404, A.programNotFound, { program: A.programNotFound });
      const pendingMessage = A.alreadyPending(program.title);
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          if (await findPendingApplication(trx, request.user.id, program.slug)) {
            throw new HttpError(409, pendingMessage);
          }
          const inserted = await insertApplication(trx, {
            user_id: request.user.id,
            program_slug: program.slug,
            team_name: body.teamName,
            stage: body.stage,
            description: body.description,
            team_size: body.teamSize,
            website: body.website ?? null,
            phone: body.phone,
            created_at: new Date().toISOString(),
          });
          await tellAdminsWorkWaits(
            app,
            trx,
            {
              kind: 'application',
              title: `${body.teamName} — ${program.title}`,
              detail: `applied by ${request.user.email}`,
            },
            { inboxTold: true },
          );
          await app.mail.send(
            {
              to: app.config.centreInbox,
              ...newApplicationMail(
                { programTitle: program.title, teamName: body.teamName, applicantEmail: request.user.email },
                app.config.publicUrl,
              ),
            },
            trx,
          );
          return inserted;
        });
      } catch (error) {
        // Two submissions at once: the unique index on pending applications lets only one in.
        if (isUniqueViolation(error)) throw new HttpError(409, pendingMessage);
        throw error;
      }
      const row = (await findApplicationById(app.db, id))!;
      return reply.code(201).send({ message: A.submitted(program.title), application: toMine(row) });
    },
  );

  app.get(
    '/api/my/program-applications',
    { config: { access: 'user' }, schema: { response: { 200: myProgramApplicationListSchema } } },
    async (request) => ({
      items: (await listApplicationsOfUser(app.db, request.user.id)).map(toMine),
    }),
  );

  app.get(
    '/api/program-applications',
    {
      config: { access: 'admin' },
      schema: { querystring: applicationListQuerySchema, response: { 200: programApplicationListSchema } },
    },
    async (request) => ({
      items: (
        await listApplications(app.db, {
          ...(request.query.program ? { program: request.query.program } : {}),
          ...(request.query.status ? { status: request.query.status } : {}),
        })
      ).map(toApplication),
    }),
  );

  app.patch(
    '/api/program-applications/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: applicationDecisionSchema,
        response: { 200: programApplicationViewSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const decided = await decideProgramApplication(app, request.user, id, status);
      return toApplication(decided);
    },
  );
};
