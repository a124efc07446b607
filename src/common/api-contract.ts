// Types only: the browser's API client imports this file, and zod itself must not come with it (the first
// paint's JavaScript budget, docs/performance.md); the body schemas are in ./answer-bodies.
import type { z } from 'zod';
import type { GrantableRole } from './roles';

/**
 * One declaration per endpoint, shared by the server and the browser (docs/decisions/035-one-contract-per-endpoint.md):
 * the server registers the route from it (src/server/lib/endpoint-route.ts), so the route cannot differ from
 * it, and the browser calls it through `callApi` (src/web/lib/api-client.ts), typed from the same schemas.
 */

/** Who may call a route (docs/decisions/010-access-declared-per-route.md). */
export type Access = 'public' | 'user' | 'admin' | GrantableRole;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Answers per success status (docs/decisions/016-response-schemas-on-every-route.md). */
export type EndpointResponses = Partial<Record<200 | 201 | 202 | 204 | 302 | 304 | 503, z.ZodType>>;

export interface Endpoint {
  readonly method: HttpMethod;
  /** The path as Fastify writes it: `/api/things/:id`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** One line for the API reference (`/api/docs`). */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A form with files: the browser sends FormData, the route reads it part by part (no body schema). */
  readonly multipart?: true;
  readonly responses: EndpointResponses;
}

/** Declares an endpoint; `const` keeps every literal (method, path, access) and every schema's own type. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the caller passes: path parameters as the route reads them, query and body as the form holds them. */
export type EndpointInput<E extends Endpoint> = (SchemaOf<E, 'params'> extends z.ZodType
  ? { params: z.output<SchemaOf<E, 'params'>> }
  : { params?: undefined }) &
  (SchemaOf<E, 'query'> extends z.ZodType
    ? { query?: z.input<SchemaOf<E, 'query'>> }
    : { query?: undefined }) &
  (SchemaOf<E, 'body'> extends z.ZodType
    ? undefined extends z.input<SchemaOf<E, 'body'>>
      ? { body?: z.input<SchemaOf<E, 'body'>> }
      : { body: z.input<SchemaOf<E, 'body'>> }
    : E extends { multipart: true }
      ? { body: FormData }
      : { body?: undefined });

/**
 * What a successful call answers: the union of the declared 2xx answers, as the browser reads them (a 304
 * or 503 the server may also declare is no success: fetch turns it into an error, never into an answer).
 */
export type EndpointAnswer<E extends Endpoint> = {
  [S in SuccessStatus<E>]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;
}[SuccessStatus<E>];
type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;

/** The address of one call: `:name` filled in (encoded), then the query string without empty values. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  input: { params?: object; query?: object } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value as string | number));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item as string));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The parts of a call that make its address. */
export type EndpointLinkInput<E extends Endpoint> = Pick<EndpointInput<E>, 'params' | 'query'>;

/**
 * The address of a declared endpoint for a link or an EventSource on a public page's first paint, where the
 * declaration itself (its zod schemas) must not load (docs/performance.md#front-end-budgets): the type
 * argument names the declaration (a type-only import), so a path that differs from the declared one, or a
 * missing or mistyped parameter, fails typecheck.
 */
export function endpointLink<E extends Endpoint>(path: E['path'], ...[input]: LinkArguments<E>): string {
  return endpointUrl({ path }, input as { params?: object; query?: object } | undefined);
}
/** Path parameters must be given; a query is optional, as in a call. */
type LinkArguments<E extends Endpoint> = E extends { params: z.ZodType }
  ? [input: EndpointLinkInput<E>]
  : [input?: EndpointLinkInput<E>];
