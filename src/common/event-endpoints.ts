import { messageAnswerSchema } from './api-answers';
import { noBody, rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import {
  eventIdParamsSchema,
  eventListSchema,
  eventSavedSchema,
  eventSchema,
  eventStreamQuerySchema,
} from './events';

/**
 * Events (docs/product.md#events-page): the public list, one event, the live feed and calendar files for
 * everyone; the admin writes at the same addresses. Registrations are in ./event-registration-endpoints.
 */
export const eventEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: 'public',
    summary: 'Every event by start date, the centre’s time zone and the live feed’s position (ETag)',
    // Serialized and compressed once per change and sent as bytes (server list-cache.ts), in this shape.
    responses: { 200: eventListSchema, 304: noBody },
  }),
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/events/stream',
    access: 'public',
    summary: 'Live changes to the event list as server-sent events; 503 with retry-after when full',
    query: eventStreamQuerySchema,
    responses: { 200: rawBody('text/event-stream'), 503: messageAnswerSchema },
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/api/events.ics',
    access: 'public',
    summary: 'Every event as a calendar to subscribe to',
    responses: { 200: rawBody('text/calendar') },
  }),
  eventCalendar: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id.ics',
    access: 'public',
    summary: 'One event as a calendar file to download',
    params: eventIdParamsSchema,
    responses: { 200: rawBody('text/calendar') },
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id',
    access: 'public',
    summary: 'One event',
    params: eventIdParamsSchema,
    responses: { 200: eventSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/events',
    access: 'admin',
    summary: 'Add an event (a form with its picture)',
    multipart: true,
    responses: { 201: eventSavedSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/events/:id',
    access: 'admin',
    summary: 'Change an event (a form with an optional new picture, or JSON fields)',
    params: eventIdParamsSchema,
    multipart: true,
    responses: { 200: eventSavedSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/events/:id',
    access: 'admin',
    summary: 'Delete an event',
    params: eventIdParamsSchema,
    responses: { 200: messageAnswerSchema },
  }),
};
