import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '#common/api-contract';

type Part<E, K extends keyof Endpoint> = E extends { [key in K]: infer S extends z.ZodType } ? S : undefined;

/** The Fastify schema of an endpoint: what the zod type provider validates, types and serializes. */
export interface EndpointSchema<E extends Endpoint> {
  summary: string;
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
}

/** Route options beyond the declaration (the rate limit, a cross-origin opt-out); access comes from it. */
export type EndpointConfig = Omit<FastifyContextConfig, 'access'>;

/**
 * The route options of a declared endpoint (docs/decisions/035-one-contract-per-endpoint.md): method, path,
 * access and every schema come from the one declaration in src/common, so the route cannot differ from what
 * the browser calls. Spread it into `app.route({ ...endpointRoute(endpoint), handler })`.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E, config: EndpointConfig = {}) {
  const schema = {
    summary: endpoint.summary,
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    response: endpoint.responses,
  } as EndpointSchema<E>;
  for (const key of ['params', 'querystring', 'body'] as const) if (!schema[key]) delete schema[key];
  return {
    method: endpoint.method as E['method'],
    url: endpoint.path as E['path'],
    config: { ...config, access: endpoint.access },
    schema,
  };
}
