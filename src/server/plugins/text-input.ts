import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/lib/http-error';
import { NUL_IN_TEXT } from '#server/lib/nul-in-text';

export const INVALID_UTF8 = 'The request body is not valid UTF-8 text.';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether any string in a parsed value holds U+0000. Iterative: bodies can nest 10,000 deep. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Text reaches the database only as real characters. JSON bodies must be valid UTF-8 (the
 * default parser turns bad bytes into U+FFFD and lets the mangled text be stored), and no body,
 * query or path parameter may hold NUL, which PostgreSQL cannot store (it would be a 500 there
 * and silently kept on SQLite). Multipart fields get the same check where the form is read.
 */
export function registerTextInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, INVALID_UTF8), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw new HttpError(400, NUL_IN_TEXT);
  });
}
