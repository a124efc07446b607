import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noBody } from '#common/answer-bodies';
import type { Access } from '#common/api-contract';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_METHODS } from '#common/idempotency';
import { SITE } from '#common/site';

/** The session a signed-in call carries: the cookie, or a bearer token asked for at sign-in. */
const SESSION_SCHEMES = { sessionCookie: [], bearerToken: [] } as const;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Every write accepts a key that makes a repeat of it answer as the first did (decision 036). */
const IDEMPOTENCY_HEADER_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Optional. Names this submission: a repeat with the same key and body by the same person gets the first ' +
    'answer for 24 hours (with `Idempotency-Status: replayed`); the same key with another body is a 422 ' +
    '(docs/decisions/036-idempotent-submissions.md).',
};

/**
 * Each /api route as an OpenAPI operation: the zod schemas converted by fastify-type-provider-zod, plus who
 * may call it (`x-access`, a tag of the same name and, unless public, the session it needs), and raw or empty
 * answers as their content type (docs/decisions/035-one-contract-per-endpoint.md).
 */
function transform(input: TransformInput) {
  const { url, route } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const access = route.config?.access as Access | undefined;
  const { schema, url: path } = jsonSchemaTransform(input);
  const declared = (input.schema?.response ?? {}) as Record<string, z.ZodType>;
  const response = ((schema as { response?: Record<string, unknown> }).response ??= {});
  for (const [status, declaration] of Object.entries(declared)) {
    const contentType = declaration.meta()?.contentType as string | undefined;
    if (contentType) {
      response[status] = {
        description: contentType,
        content: { [contentType]: { schema: { type: 'string' } } },
      };
    } else if (declaration === noBody) {
      response[status] = { type: 'null', description: 'No body' };
    }
  }
  const tag = path.split('/')[2]?.replace(/\.[a-z]+$/, '') ?? 'api';
  const methods = [route.method].flat();
  const headers = methods.some((method) => IDEMPOTENT_METHODS.includes(method))
    ? { type: 'object', properties: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_HEADER_SCHEMA } }
    : undefined;
  return {
    schema: {
      ...schema,
      ...(headers ? { headers } : {}),
      tags: [tag],
      'x-access': access,
      ...(access && access !== 'public'
        ? { security: Object.entries(SESSION_SCHEMES).map(([name, scopes]) => ({ [name]: scopes })) }
        : {}),
    },
    url: path,
  };
}

/**
 * Collects every route as it is registered (so it must come before the features) into the OpenAPI 3.1
 * document `app.swagger()` returns; src/server/features/api-reference serves it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SITE.name} API`,
        version: '1.0.0',
        description:
          'Every /api route of the site, with who may call it (`x-access`: public, user, admin, reviewer or ' +
          'mentor). Errors answer `{ message, fieldErrors? }`.',
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearerToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
}
