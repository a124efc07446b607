import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FAQ_CATEGORY_LABELS, faqEntryInputSchema, testimonialInputSchema } from '#common/content';
import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { registerDeleteAndMoveRoutes, type OrderedEndpoints } from './admin-support';
import {
  deleteFaqEntry,
  deleteTestimonial,
  findFaqEntry,
  findTestimonial,
  insertFaqEntry,
  insertTestimonial,
  nextPosition,
  updateFaqEntry,
  updateTestimonial,
  type OrderedTable,
} from './repository';

/** The declarations of a list of text rows, whatever its address and body. */
type Declared<E, Schema> = Omit<E, 'path' | 'body'> & { path: `/api/${string}`; body: Schema };
interface TextListEndpoints<Schema> extends OrderedEndpoints {
  create: Declared<typeof contentAdminEndpoints.faq.create, Schema>;
  update: Declared<typeof contentAdminEndpoints.faq.update, Schema>;
}

/** A list of text-only rows (JSON bodies): its address, table, audit wording and storage. */
interface TextKind<Schema extends z.ZodObject, Row> {
  endpoints: TextListEndpoints<Schema>;
  table: OrderedTable;
  action: string;
  subjectType: string;
  noun: string;
  notFound: string;
  schema: Schema;
  /** How the activity log names a row, e.g. `testimonial by "Asha Rao"`. */
  describe: (row: z.infer<Schema>) => string;
  find: (db: Executor, id: number) => Promise<Row | undefined>;
  insert: (db: Executor, row: z.infer<Schema> & { position: number; created_at: string }) => Promise<number>;
  update: (db: Executor, id: number, changes: z.infer<Schema>) => Promise<void>;
  remove: (db: Executor, id: number) => Promise<void>;
}

const TESTIMONIALS: TextKind<
  typeof testimonialInputSchema,
  NonNullable<Awaited<ReturnType<typeof findTestimonial>>>
> = {
  endpoints: contentAdminEndpoints.testimonials,
  table: 'testimonials',
  action: 'testimonial',
  subjectType: 'testimonial',
  noun: 'testimonial',
  notFound: 'Testimonial not found',
  schema: testimonialInputSchema,
  describe: (row) => `testimonial by "${row.name}" (${row.startup})`,
  find: findTestimonial,
  insert: insertTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
};

const FAQ: TextKind<typeof faqEntryInputSchema, NonNullable<Awaited<ReturnType<typeof findFaqEntry>>>> = {
  endpoints: contentAdminEndpoints.faq,
  table: 'faq_entries',
  action: 'faq',
  subjectType: 'faq_entry',
  noun: 'question',
  notFound: 'Question not found',
  schema: faqEntryInputSchema,
  describe: (row) => `question "${row.question}" (${FAQ_CATEGORY_LABELS[row.category]})`,
  find: findFaqEntry,
  insert: insertFaqEntry,
  update: updateFaqEntry,
  remove: deleteFaqEntry,
};

/** Testimonials and the FAQ: text the admin adds, edits, orders and deletes (docs/product.md#site-content). */
export const contentStoryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTextKind(TESTIMONIALS);
  registerTextKind(FAQ);

  function registerTextKind<Schema extends z.ZodObject, Row extends z.infer<Schema>>(
    kind: TextKind<Schema, Row>,
  ) {
    app.route({
      ...endpointRoute(kind.endpoints.create),
      handler: async (request, reply) => {
        const input = request.body as z.infer<Schema>;
        const id = await app.db.transaction().execute(async (trx) => {
          const newId = await kind.insert(trx, {
            ...input,
            position: await nextPosition(trx, kind.table),
            created_at: new Date().toISOString(),
          });
          await recordAdminAction(trx, request.user, {
            action: `${kind.action}.create`,
            subjectType: kind.subjectType,
            subjectId: newId,
            summary: `Added ${kind.describe(input)}`,
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
        const input = request.body as z.infer<Schema>;
        await app.db.transaction().execute(async (trx) => {
          if (!(await kind.find(trx, id))) throw new HttpError(404, kind.notFound);
          await kind.update(trx, id, input);
          await recordAdminAction(trx, request.user, {
            action: `${kind.action}.update`,
            subjectType: kind.subjectType,
            subjectId: id,
            summary: `Updated ${kind.describe(input)}`,
          });
        });
        return { id };
      },
    });

    registerDeleteAndMoveRoutes<Row>(app, kind);
  }
};
