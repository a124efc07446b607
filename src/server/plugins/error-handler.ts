import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_SERVER_ERROR, type ApiErrorBody } from '#common/api-error';
import { isStorageUnavailable } from '#server/db/storage-errors';
import { HttpError } from '#server/lib/http-error';
import { validationError } from '#server/lib/validation-error';

export const STORAGE_UNAVAILABLE =
  'We cannot save or load data right now. Nothing was changed; please try again in a few minutes.';

const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_ERR_CTP_INVALID_TYPE: 'The request content type is not valid.',
};

/** fastify-type-provider-zod's validation entries back as zod issues (`/a/b` is the path a.b). */
function validationBody(error: FastifyError & { validation: unknown[] }): ApiErrorBody {
  const entries = error.validation as {
    instancePath: string;
    message: string;
    keyword: string;
    params: { keys?: string[] };
  }[];
  const { message, fieldErrors } = validationError(
    entries.map((entry) => ({
      path: entry.instancePath.split('/').filter(Boolean),
      message: entry.message,
      code: entry.keyword,
      keys: entry.params.keys,
    })),
  );
  return { message, fieldErrors };
}

/**
 * One place turns every failure into the JSON error shape of docs/product.md#error-responses. Bad input is
 * never a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error as FastifyError & { validation: unknown[] }));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiErrorBody = { message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.code(error.statusCode).send(body);
    }
    if (isStorageUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '30')
        .send({ message: STORAGE_UNAVAILABLE } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FRIENDLY_MESSAGES[error.code]) || error.message || 'The request is not valid.';
      return reply.code(status).send({ message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    const message =
      status === 503
        ? 'The service is temporarily unavailable. Please try again shortly.'
        : GENERIC_SERVER_ERROR;
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message } satisfies ApiErrorBody);
  });
}
