import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  mentorInputSchema,
  PARTNER_KIND_LABELS,
  partnerInputSchema,
  teamMemberInputSchema,
  TEAM_GROUP_LABELS,
} from '#common/content';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { storeImage } from '#server/modules/media';
import { deleteMediaAsset } from '#server/modules/media';
import {
  deleteMentor,
  deletePartner,
  deleteTeamMember,
  findMentor,
  findPartner,
  findTeamMember,
  insertMentorReturningId,
  insertPartner,
  insertTeamMemberReturningId,
  nextPosition,
  updateMentor,
  updatePartner,
  updateTeamMember,
  type OrderedTable,
} from './repository';
import { parseOrThrow } from '#server/lib/validation-error';
import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import {
  dropReplacedPhoto,
  readPhotoForm,
  registerDeleteAndMoveRoutes,
  type OrderedEndpoints,
} from './admin-support';

/** The declarations of a list of pictured rows, whatever its address. */
type Widened<E> = Omit<E, 'path'> & { path: `/api/${string}` };
interface PhotoListEndpoints extends OrderedEndpoints {
  create: Widened<typeof contentAdminEndpoints.team.create>;
  update: Widened<typeof contentAdminEndpoints.team.update>;
}

/** What the delete and move routes read of a person. */
interface PersonRow {
  name: string;
  image_key: string | null;
}

/** What differs between the kinds of people: their address, table, audit wording and columns. */
interface PeopleKind<Schema extends z.ZodType<{ name: string }>, Columns> {
  endpoints: PhotoListEndpoints;
  table: OrderedTable;
  /** Audit action prefix, e.g. `team` for `team.create`. */
  action: string;
  subjectType: string;
  /** How audit summaries name one of them. */
  noun: string;
  notFound: string;
  schema: Schema;
  columns: (input: z.infer<Schema>) => Columns;
  createdSummary: (input: z.infer<Schema>) => string;
  find: (db: Executor, id: number) => Promise<PersonRow | undefined>;
  insert: (
    db: Executor,
    row: Columns & { image_key: string | null; position: number; created_at: string },
  ) => Promise<number>;
  update: (db: Executor, id: number, changes: Columns & { image_key: string | null }) => Promise<void>;
  remove: (db: Executor, id: number) => Promise<void>;
}

const TEAM: PeopleKind<typeof teamMemberInputSchema, ReturnType<typeof teamColumns>> = {
  endpoints: contentAdminEndpoints.team,
  table: 'team_members',
  action: 'team',
  subjectType: 'team_member',
  noun: 'team member',
  notFound: 'Team member not found',
  schema: teamMemberInputSchema,
  columns: teamColumns,
  createdSummary: (input) => `Added team member "${input.name}" (${TEAM_GROUP_LABELS[input.group]})`,
  find: findTeamMember,
  insert: insertTeamMemberReturningId,
  update: updateTeamMember,
  remove: deleteTeamMember,
};

function teamColumns(input: z.infer<typeof teamMemberInputSchema>) {
  return {
    group_name: input.group,
    name: input.name,
    role: input.role,
    linkedin: input.linkedin,
    email: input.email,
  };
}

const MENTORS: PeopleKind<typeof mentorInputSchema, z.infer<typeof mentorInputSchema>> = {
  endpoints: contentAdminEndpoints.mentors,
  table: 'mentors',
  action: 'mentor',
  subjectType: 'mentor',
  noun: 'mentor',
  notFound: 'Mentor not found',
  schema: mentorInputSchema,
  columns: (input) => input,
  createdSummary: (input) => `Added mentor "${input.name}"`,
  find: findMentor,
  insert: insertMentorReturningId,
  update: updateMentor,
  remove: deleteMentor,
};

/** Partners and investors: an organisation with its logo (the `photo` part), a website and a kind. */
const PARTNERS: PeopleKind<typeof partnerInputSchema, z.infer<typeof partnerInputSchema>> = {
  endpoints: contentAdminEndpoints.partners,
  table: 'partners',
  action: 'partner',
  subjectType: 'partner',
  noun: 'partner',
  notFound: 'Partner not found',
  schema: partnerInputSchema,
  columns: (input) => input,
  createdSummary: (input) => `Added partner "${input.name}" (${PARTNER_KIND_LABELS[input.kind]})`,
  find: findPartner,
  insert: insertPartner,
  update: updatePartner,
  remove: deletePartner,
};

/**
 * Team members, mentors and partners: named rows with an optional picture (multipart), ordered by
 * the admin.
 */
export const contentPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPeople(TEAM);
  registerPeople(MENTORS);
  registerPeople(PARTNERS);

  function registerPeople<Schema extends z.ZodType<{ name: string }>, Columns>(
    kind: PeopleKind<Schema, Columns>,
  ) {
    app.route({
      ...endpointRoute(kind.endpoints.create),
      handler: async (request, reply) => {
        const form = await readPhotoForm(request);
        const input = parseOrThrow(kind.schema, form.fields);
        const id = await app.db.transaction().execute(async (trx) => {
          const imageKey = form.photo ? await storeImage(trx, form.photo) : null;
          const newId = await kind.insert(trx, {
            ...kind.columns(input),
            image_key: imageKey,
            position: await nextPosition(trx, kind.table),
            created_at: new Date().toISOString(),
          });
          await recordAdminAction(trx, request.user, {
            action: `${kind.action}.create`,
            subjectType: kind.subjectType,
            subjectId: newId,
            summary: kind.createdSummary(input),
          });
          return newId;
        });
        return reply.code(201).send({ id });
      },
    });

    app.route({
      ...endpointRoute(kind.endpoints.update),
      handler: async (request) => {
        const { id } = request.params;
        const form = await readPhotoForm(request);
        const input = parseOrThrow(kind.schema, form.fields);
        await app.db.transaction().execute(async (trx) => {
          const existing = await kind.find(trx, id);
          if (!existing) throw new HttpError(404, kind.notFound);
          const imageKey = form.photo
            ? await storeImage(trx, form.photo)
            : form.removePhoto
              ? null
              : existing.image_key;
          await kind.update(trx, id, { ...kind.columns(input), image_key: imageKey });
          await dropReplacedPhoto(trx, existing.image_key, imageKey);
          await recordAdminAction(trx, request.user, {
            action: `${kind.action}.update`,
            subjectType: kind.subjectType,
            subjectId: id,
            summary: `Updated ${kind.noun} "${input.name}"`,
          });
        });
        return { id };
      },
    });

    registerDeleteAndMoveRoutes<PersonRow>(app, {
      ...kind,
      describe: (row) => `${kind.noun} "${row.name}"`,
      remove: async (trx, id, existing) => {
        await kind.remove(trx, id);
        if (existing.image_key) await deleteMediaAsset(trx, existing.image_key);
      },
    });
  }
};
