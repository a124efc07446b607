import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedAnswerSchema,
  calendarFeedChangeSchema,
  calendarFeedParamsSchema,
} from '#common/event-registrations';
import { HttpError } from '#server/lib/http-error';
import { rawBody } from '#server/lib/responses';
import { toCalendarEvent } from '../event-views';
import { buildCalendar } from '../ics';
import {
  calendarFeedExists,
  deleteCalendarFeed,
  findCalendarFeed,
  listFeedEvents,
  replaceCalendarFeed,
} from './repository';

/**
 * The private calendar feed (docs/product.md#my-events): a secret address serving the events where the
 * person holds a seat, for calendar apps to subscribe to; making a new one or revoking ends the old one.
 */
export function calendarFeedRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/calendar-feeds/${token}.ics`;

  api.get(
    '/api/my/calendar-feed',
    { config: { access: 'user' }, schema: { response: { 200: calendarFeedAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const feed = await findCalendarFeed(app.db, request.user.id);
      return { url: feed ? feedUrl(feed.token) : null };
    },
  );

  api.post(
    '/api/my/calendar-feed',
    {
      config: { access: 'user' },
      schema: { body: calendarFeedChangeSchema, response: { 200: calendarFeedAnswerSchema } },
    },
    async (request) => {
      // 24 random bytes: 32 URL-safe characters nobody guesses.
      const token = randomBytes(24).toString('base64url');
      await app.db
        .transaction()
        .execute((trx) => replaceCalendarFeed(trx, request.user.id, token, new Date().toISOString()));
      return { url: feedUrl(token) };
    },
  );

  api.delete(
    '/api/my/calendar-feed',
    {
      config: { access: 'user' },
      schema: { body: calendarFeedChangeSchema, response: { 200: calendarFeedAnswerSchema } },
    },
    async (request) => {
      await deleteCalendarFeed(app.db, request.user.id);
      return { url: null };
    },
  );

  api.get(
    '/api/calendar-feeds/:token.ics',
    {
      config: { access: 'public' },
      schema: { params: calendarFeedParamsSchema, response: { 200: rawBody('text/calendar') } },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!(await calendarFeedExists(app.db, token)))
        throw new HttpError(404, CALENDAR_FEED_MESSAGES.unknown);
      const rows = await listFeedEvents(app.db, token);
      const body = buildCalendar(rows.map(toCalendarEvent), {
        timeZone: app.config.centreTimezone,
        publicUrl: app.config.publicUrl,
        name: 'My events',
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="my-events.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
}
