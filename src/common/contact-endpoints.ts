import { messageAnswerSchema } from './api-answers';
import { noBody, rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import { contactListQuerySchema, contactResponsePageSchema, contactSchema } from './contact';
import { idParamsSchema } from './ids';

/** The contact form and the admin inbox (docs/product.md#contact, docs/product.md#contact-responses-tab). */
export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Send a message to the centre',
    body: contactSchema,
    responses: { 201: messageAnswerSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/contact-responses',
    access: 'admin',
    summary: 'Contact messages, newest first, one page at a time',
    query: contactListQuerySchema,
    responses: { 200: contactResponsePageSchema },
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/contact-responses.csv',
    access: 'admin',
    summary: 'Every contact message as CSV',
    responses: { 200: rawBody('text/csv') },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/contact-responses/:id',
    access: 'admin',
    summary: 'Delete one contact message',
    params: idParamsSchema,
    responses: { 204: noBody },
  }),
};
