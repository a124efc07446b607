import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  CONTACT_PAGE_SIZE,
  HONEYPOT_FIELD,
  type ContactResponse,
  type ContactResponsePage,
} from '#common/contact';
import { contactEndpoints } from '#common/contact-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { renderMail } from '#server/modules/mail';
import { sendCsv } from '#server/lib/csv';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import {
  countContactResponses,
  deleteContactResponse,
  findContactResponse,
  insertContactResponse,
  listContactResponses,
  type ContactResponseListRow,
} from './repository';
import { noStore } from '#server/lib/no-store';

/** Per client address: enough for a person who retries, too few for a flood. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
/** The CSV holds at most this many (newest) messages. */
const CSV_MAX_ROWS = 50_000;

function toResponse(row: ContactResponseListRow): ContactResponse {
  return { id: row.id, name: row.name, email: row.email, message: row.message, createdAt: row.created_at };
}

/** Contact form and the admin inbox (docs/product.md#contact, docs/product.md#contact-responses-tab). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(contactEndpoints.send, { rateLimit: CONTACT_RATE_LIMIT, identicalCreateIsRepeat: true }),
    handler: async (request, reply) => {
      const { name, email, message } = request.body;
      // A filled honeypot is a bot: it hears what a person hears, and nothing happens.
      if (request.body[HONEYPOT_FIELD]) {
        request.log.info('contact form honeypot filled; ignored');
        return reply.code(201).send({ message: CONTACT_MESSAGES.success });
      }
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const id = await insertContactResponse(trx, { name, email, message, created_at: now });
        const mail = renderMail({
          heading: `New message from ${name}`,
          paragraphs: [`From: ${name} <${email}>`, message],
          footer: `Sent through the contact form on ${now}. Reply to this email to answer ${name}. (Message #${id})`,
        });
        await app.mail.send(
          {
            to: app.config.centreInbox,
            subject: `Contact form: ${name}`,
            ...mail,
            headers: { 'Reply-To': email },
          },
          trx,
        );
      });
      return reply.code(201).send({ message: CONTACT_MESSAGES.success });
    },
  });

  app.route({
    ...endpointRoute(contactEndpoints.list),
    handler: async (request, reply): Promise<ContactResponsePage> => {
      const { page } = request.query;
      const [rows, total] = await Promise.all([
        listContactResponses(app.db, { limit: CONTACT_PAGE_SIZE, offset: (page - 1) * CONTACT_PAGE_SIZE }),
        countContactResponses(app.db),
      ]);
      noStore(reply);
      return { items: rows.map(toResponse), total, page, pageSize: CONTACT_PAGE_SIZE };
    },
  });

  app.route({
    ...endpointRoute(contactEndpoints.csv),
    handler: async (_request, reply) => {
      const rows = await listContactResponses(app.db, { limit: CSV_MAX_ROWS, offset: 0 });
      const date = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `contact-responses-${date}.csv`,
        [
          { header: 'Received', value: (row) => row.created_at },
          { header: 'Name', value: (row) => row.name },
          { header: 'Email', value: (row) => row.email },
          { header: 'Message', value: (row) => row.message },
        ],
        rows,
      );
    },
  });

  app.route({
    ...endpointRoute(contactEndpoints.remove),
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findContactResponse(trx, id);
        if (!existing || !(await deleteContactResponse(trx, id)))
          throw new HttpError(404, CONTACT_MESSAGES.notFound);
        await recordAdminAction(trx, request.user, {
          action: 'contact.delete',
          subjectType: 'contact_response',
          subjectId: id,
          summary: `Deleted the message from ${existing.name} <${existing.email}>`,
        });
      });
      return reply.code(204).send();
    },
  });
};
