import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointUrl } from '#common/api-contract';
import { eventRegistrationEndpoints as endpoints } from '#common/event-registration-endpoints';
import { CALENDAR_FEED_MESSAGES } from '#common/event-registrations';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { toCalendarEvent } from '../event-views';
import { buildCalendar } from '../ics';
import {
  calendarFeedExists,
  deleteCalendarFeed,
  findCalendarFeed,
  listFeedEvents,
  replaceCalendarFeed,
} from './repository';
import { noStore } from '#server/lib/no-store';

/**
 * The private calendar feed (docs/product.md#my-events): a secret address serving the events where the
 * person holds a seat, for calendar apps to subscribe to; making a new one or revoking ends the old one.
 */
export function calendarFeedRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const feedUrl = (token: string) =>
    `${app.config.publicUrl}${endpointUrl(endpoints.feedCalendar, { params: { token } })}`;

  api.route({
    ...endpointRoute(endpoints.calendarFeed),
    handler: async (request, reply) => {
      noStore(reply, 'private');
      const feed = await findCalendarFeed(app.db, request.user.id);
      return { url: feed ? feedUrl(feed.token) : null };
    },
  });

  api.route({
    ...endpointRoute(endpoints.newCalendarFeed),
    handler: async (request) => {
      // 24 random bytes: 32 URL-safe characters nobody guesses.
      const token = randomBytes(24).toString('base64url');
      await app.db
        .transaction()
        .execute((trx) => replaceCalendarFeed(trx, request.user.id, token, new Date().toISOString()));
      return { url: feedUrl(token) };
    },
  });

  api.route({
    ...endpointRoute(endpoints.revokeCalendarFeed),
    handler: async (request) => {
      await deleteCalendarFeed(app.db, request.user.id);
      return { url: null };
    },
  });

  api.route({
    ...endpointRoute(endpoints.feedCalendar),
    handler: async (request, reply) => {
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
  });
}
