import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mentorInputSchema,
  moveInputSchema,
  teamMemberInputSchema,
  TEAM_GROUP_LABELS,
} from '../../../common/content';
import { HttpError } from '../../plugins/error-handler';
import { recordAdminAction } from '../audit/audit';
import { storeImage } from '../media/image-upload';
import { deleteMediaAsset } from '../media/repository';
import {
  deleteMentor,
  deleteTeamMember,
  findMentor,
  findTeamMember,
  insertMentorReturningId,
  insertTeamMemberReturningId,
  nextPosition,
  updateMentor,
  updateTeamMember,
} from './repository';
import { dropReplacedPhoto, idParamsSchema, moveRow, parseFields, readPhotoForm } from './admin-support';

const admin = { access: 'admin' } as const;
const TEAM_NOT_FOUND = 'Team member not found';
const MENTOR_NOT_FOUND = 'Mentor not found';

/** Team members and mentors: people with an optional photo (multipart), ordered by the admin. */
export const contentPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/admin/content/team', { config: admin }, async (request, reply) => {
    const form = await readPhotoForm(request);
    const input = parseFields(teamMemberInputSchema, form.fields);
    const id = await app.db.transaction().execute(async (trx) => {
      const imageKey = form.photo ? await storeImage(trx, form.photo) : null;
      const newId = await insertTeamMemberReturningId(trx, {
        group_name: input.group,
        name: input.name,
        role: input.role,
        image_key: imageKey,
        linkedin: input.linkedin,
        email: input.email,
        position: await nextPosition(trx, 'team_members'),
        created_at: new Date().toISOString(),
      });
      await recordAdminAction(trx, request.user, {
        action: 'team.create',
        subjectType: 'team_member',
        subjectId: newId,
        summary: `Added team member "${input.name}" (${TEAM_GROUP_LABELS[input.group]})`,
      });
      return newId;
    });
    return reply.code(201).send({ id });
  });

  app.put(
    '/api/admin/content/team/:id',
    { config: admin, schema: { params: idParamsSchema } },
    async (request) => {
      const { id } = request.params;
      const form = await readPhotoForm(request);
      const input = parseFields(teamMemberInputSchema, form.fields);
      await app.db.transaction().execute(async (trx) => {
        const existing = await findTeamMember(trx, id);
        if (!existing) throw new HttpError(404, TEAM_NOT_FOUND);
        const imageKey = form.photo
          ? await storeImage(trx, form.photo)
          : form.removePhoto
            ? null
            : existing.image_key;
        await updateTeamMember(trx, id, {
          group_name: input.group,
          name: input.name,
          role: input.role,
          image_key: imageKey,
          linkedin: input.linkedin,
          email: input.email,
        });
        await dropReplacedPhoto(trx, existing.image_key, imageKey);
        await recordAdminAction(trx, request.user, {
          action: 'team.update',
          subjectType: 'team_member',
          subjectId: id,
          summary: `Updated team member "${input.name}"`,
        });
      });
      return { id };
    },
  );

  app.delete(
    '/api/admin/content/team/:id',
    { config: admin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findTeamMember(trx, id);
        if (!existing) throw new HttpError(404, TEAM_NOT_FOUND);
        await deleteTeamMember(trx, id);
        if (existing.image_key) await deleteMediaAsset(trx, existing.image_key);
        await recordAdminAction(trx, request.user, {
          action: 'team.delete',
          subjectType: 'team_member',
          subjectId: id,
          summary: `Deleted team member "${existing.name}"`,
        });
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/content/team/:id/move',
    { config: admin, schema: { params: idParamsSchema, body: moveInputSchema } },
    async (request) => {
      const { id } = request.params;
      const { direction } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findTeamMember(trx, id);
        if (!existing) throw new HttpError(404, TEAM_NOT_FOUND);
        await moveRow(trx, 'team_members', id, direction);
        await recordAdminAction(trx, request.user, {
          action: 'team.reorder',
          subjectType: 'team_member',
          subjectId: id,
          summary: `Moved team member "${existing.name}" ${direction}`,
        });
      });
      return { id };
    },
  );

  app.post('/api/admin/content/mentors', { config: admin }, async (request, reply) => {
    const form = await readPhotoForm(request);
    const input = parseFields(mentorInputSchema, form.fields);
    const id = await app.db.transaction().execute(async (trx) => {
      const imageKey = form.photo ? await storeImage(trx, form.photo) : null;
      const newId = await insertMentorReturningId(trx, {
        ...input,
        image_key: imageKey,
        position: await nextPosition(trx, 'mentors'),
        created_at: new Date().toISOString(),
      });
      await recordAdminAction(trx, request.user, {
        action: 'mentor.create',
        subjectType: 'mentor',
        subjectId: newId,
        summary: `Added mentor "${input.name}"`,
      });
      return newId;
    });
    return reply.code(201).send({ id });
  });

  app.put(
    '/api/admin/content/mentors/:id',
    { config: admin, schema: { params: idParamsSchema } },
    async (request) => {
      const { id } = request.params;
      const form = await readPhotoForm(request);
      const input = parseFields(mentorInputSchema, form.fields);
      await app.db.transaction().execute(async (trx) => {
        const existing = await findMentor(trx, id);
        if (!existing) throw new HttpError(404, MENTOR_NOT_FOUND);
        const imageKey = form.photo
          ? await storeImage(trx, form.photo)
          : form.removePhoto
            ? null
            : existing.image_key;
        await updateMentor(trx, id, { ...input, image_key: imageKey });
        await dropReplacedPhoto(trx, existing.image_key, imageKey);
        await recordAdminAction(trx, request.user, {
          action: 'mentor.update',
          subjectType: 'mentor',
          subjectId: id,
          summary: `Updated mentor "${input.name}"`,
        });
      });
      return { id };
    },
  );

  app.delete(
    '/api/admin/content/mentors/:id',
    { config: admin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findMentor(trx, id);
        if (!existing) throw new HttpError(404, MENTOR_NOT_FOUND);
        await deleteMentor(trx, id);
        if (existing.image_key) await deleteMediaAsset(trx, existing.image_key);
        await recordAdminAction(trx, request.user, {
          action: 'mentor.delete',
          subjectType: 'mentor',
          subjectId: id,
          summary: `Deleted mentor "${existing.name}"`,
        });
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/content/mentors/:id/move',
    { config: admin, schema: { params: idParamsSchema, body: moveInputSchema } },
    async (request) => {
      const { id } = request.params;
      const { direction } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findMentor(trx, id);
        if (!existing) throw new HttpError(404, MENTOR_NOT_FOUND);
        await moveRow(trx, 'mentors', id, direction);
        await recordAdminAction(trx, request.user, {
          action: 'mentor.reorder',
          subjectType: 'mentor',
          subjectId: id,
          summary: `Moved mentor "${existing.name}" ${direction}`,
        });
      });
      return { id };
    },
  );
};
