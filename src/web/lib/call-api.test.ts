import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { pageSchema } from '#common/api-answers';
import { noBody } from '#common/answer-bodies';
import { defineEndpoint, endpointUrl, type EndpointAnswer } from '#common/api-contract';
import { contactResponseSchema } from '#common/contact';
import { authEndpoints } from '#common/auth-endpoints';
import { contactEndpoints } from '#common/contact-endpoints';
import type { eventEndpoints } from '#common/event-endpoints';
import type { EventList } from '#common/events';
import { server, startMockServer } from '#web/test-support/msw';
import { ApiError, callApi, type LazyEndpoint } from './api-client';

startMockServer();

const message = {
  id: 7,
  name: 'Asha',
  email: 'asha@example.com',
  message: 'Hello',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('callApi (docs/decisions/035-one-contract-per-endpoint.md)', () => {
  it('builds the address from the declaration: parameters encoded, the query without empty values', () => {
    expect(endpointUrl(contactEndpoints.remove, { params: { id: 42 } })).toBe('/api/contact-responses/42');
    const slug = defineEndpoint({
      method: 'GET',
      path: '/api/things/:slug',
      access: 'public',
      summary: 'A thing',
      params: z.object({ slug: z.string() }),
      query: z.object({
        search: z.string().optional(),
        page: z.number().optional(),
        tags: z.array(z.string()),
      }),
      responses: { 200: z.object({}) },
    });
    expect(
      endpointUrl(slug, { params: { slug: 'a b/c' }, query: { search: '', page: 2, tags: ['x', 'y'] } }),
    ).toBe('/api/things/a%20b%2Fc?page=2&tags=x&tags=y');
    expect(() => endpointUrl(slug)).toThrow('/api/things/:slug needs the parameter slug.');
  });

  it('sends the method and JSON body, and answers what the response schema parsed', async () => {
    const seen: { method: string; url: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        seen.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ message: 'Sent', extra: 'dropped by the schema' }, { status: 201 });
      }),
      http.get('*/api/contact-responses', ({ request }) =>
        HttpResponse.json({
          items: [message],
          total: 1,
          page: Number(new URL(request.url).searchParams.get('page')),
          pageSize: 50,
        }),
      ),
      http.delete('*/api/contact-responses/:id', () => new HttpResponse(null, { status: 204 })),
    );
    const input = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };
    await expect(callApi(contactEndpoints.send, { body: input })).resolves.toEqual({ message: 'Sent' });
    expect(seen).toEqual([{ method: 'POST', url: '/api/contact', body: input }]);
    const page = await callApi(contactEndpoints.list, { query: { page: 3 } });
    expect(page).toEqual({ items: [message], total: 1, page: 3, pageSize: 50 });
    await expect(callApi(contactEndpoints.remove, { params: { id: 7 } })).resolves.toBeUndefined();
  });

  it('fails with the general message when the server answers outside its declaration', async () => {
    server.use(
      http.get('*/api/contact-responses', () =>
        HttpResponse.json({
          items: [{ ...message, createdAt: undefined, receivedAt: message.createdAt }],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    const error = await callApi(contactEndpoints.list).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      message: 'Server error. Please try again.',
      fromServer: false,
    });
  });

  it('still reads the JSON error shape of a failed call', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { message: 'Please check the form.', fieldErrors: { email: 'Bad' } },
          { status: 400 },
        ),
      ),
    );
    const error = await callApi(contactEndpoints.send, {
      body: { name: 'a', email: 'b', message: 'c' },
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check the form.',
      fieldErrors: { email: 'Bad' },
    });
  });
});

// Type-level checks: `npm run typecheck` fails when any of these stops holding.
describe('the types a declaration gives the browser', () => {
  it('types the answer from the response schema, so a renamed field fails where the web reads it', () => {
    type Page = EndpointAnswer<typeof contactEndpoints.list>;
    expectTypeOf<Page['items'][number]>().toEqualTypeOf<z.output<typeof contactResponseSchema>>();
    expectTypeOf<EndpointAnswer<typeof contactEndpoints.remove>>().toEqualTypeOf<undefined>();

    // The server renames createdAt to receivedAt in its declaration …
    const renamed = defineEndpoint({
      ...contactEndpoints.list,
      responses: {
        200: pageSchema(contactResponseSchema.omit({ createdAt: true }).extend({ receivedAt: z.string() })),
      },
    });
    const read = (page: EndpointAnswer<typeof renamed>) =>
      // @ts-expect-error … and web code that still reads createdAt no longer compiles.
      page.items.map((item) => item.createdAt);
    expect(read).toBeTypeOf('function');
    expect(renamed.path).toBe(contactEndpoints.list.path);
  });

  it('answers only what a success declares: a 304 or 503 a route also declares arrives as an error', () => {
    expectTypeOf<EndpointAnswer<typeof eventEndpoints.list>>().toEqualTypeOf<EventList>();
  });

  it('asks for exactly the parameters, query and body the route reads', () => {
    type Call = Parameters<typeof callApi<typeof contactEndpoints.remove>>;
    expectTypeOf<Call[0]>().toEqualTypeOf<
      typeof contactEndpoints.remove | LazyEndpoint<typeof contactEndpoints.remove>
    >();
    const calls = () => {
      // @ts-expect-error the id is required
      void callApi(contactEndpoints.remove, {});
      // @ts-expect-error the id is a number, as the route reads it
      void callApi(contactEndpoints.remove, { params: { id: 'seven' } });
      // @ts-expect-error the body is the contact form's input
      void callApi(contactEndpoints.send, { body: { name: 'a' } });
      // @ts-expect-error a route without a body takes none
      void callApi(contactEndpoints.list, { body: {} });
      void callApi(contactEndpoints.list);
      // A body the declaration lets one leave out (any body, or none) may be left out.
      void callApi(authEndpoints.logout);
      void noBody;
    };
    expect(calls).toBeTypeOf('function');
  });
});
