import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/company-verification';
import {
  APPLICATION_MESSAGES as A,
  applicationDecisionSchema,
  applicationListQuerySchema,
  programApplicationSchema,
  type MyProgramApplication,
  type ProgramApplication,
} from '#common/program-applications';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { applicationDecisionMail, newApplicationMail } from './mails';
import {
  decideApplication,
  findApplicationById,
  findPendingApplication,
  findProgramBySlug,
  insertApplication,
  listApplications,
  listApplicationsOfUser,
  type ApplicationRow,
} from './repository';

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
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/api/program-applications',
    { config: { access: 'user' }, schema: { body: programApplicationSchema } },
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

  app.get('/api/my/program-applications', { config: { access: 'user' } }, async (request) => ({
    items: (await listApplicationsOfUser(app.db, request.user.id)).map(toMine),
  }));

  app.get(
    '/api/program-applications',
    { config: { access: 'admin' }, schema: { querystring: applicationListQuerySchema } },
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
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: applicationDecisionSchema } },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const decided = await app.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (
          !(await decideApplication(trx, id, { status, decided_at: now, decided_by: request.user.email }))
        ) {
          const existing = await findApplicationById(trx, id);
          throw existing ? new HttpError(409, A.alreadyDecided) : new HttpError(404, A.notFound);
        }
        const row = (await findApplicationById(trx, id))!;
        const programTitle = row.program_title ?? row.program_slug;
        await app.mail.send(
          {
            to: row.applicant_email,
            ...applicationDecisionMail(status, { programTitle, teamName: row.team_name }, app.config),
          },
          trx,
        );
        await recordAdminAction(trx, request.user, {
          action: status === 'accepted' ? 'application.accept' : 'application.decline',
          subjectType: 'program_application',
          subjectId: id,
          summary: `${status === 'accepted' ? 'Accepted' : 'Declined'} the application of "${row.team_name}" (${row.applicant_email}) to the ${programTitle}`,
        });
        return row;
      });
      return toApplication(decided);
    },
  );
};
