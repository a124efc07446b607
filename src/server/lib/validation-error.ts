import type { z } from 'zod';
import { HttpError } from './http-error';

/** One validation problem, as zod reports it (or as fastify-type-provider-zod passes it on). */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  /** The names an `unrecognized_keys` issue refuses. */
  keys?: readonly string[];
}

export const INVALID_REQUEST = 'The request is not valid.';

/**
 * The `fieldErrors` of the error answer: the first message for each field (`a.b` for nested ones,
 * `_` for the request as a whole), and `Unknown field "x"` for each field a strict schema refuses.
 */
export function fieldErrorsOf(issues: Iterable<ValidationIssue>): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys)
        fieldErrors[prefix ? `${prefix}.${key}` : key] ??= `Unknown field "${key}"`;
      continue;
    }
    fieldErrors[prefix || '_'] ??= issue.message;
  }
  return fieldErrors;
}

/** A 400 naming every bad field, with the first problem as its message; `extra` adds server-only checks. */
export function validationError(
  issues: Iterable<ValidationIssue>,
  extra: Record<string, string> = {},
): HttpError {
  const fieldErrors = fieldErrorsOf(issues);
  for (const [field, message] of Object.entries(extra)) fieldErrors[field] ??= message;
  return new HttpError(400, Object.values(fieldErrors)[0] ?? INVALID_REQUEST, fieldErrors);
}

/** Validates input with a shared schema: its data, or a 400 naming every bad field (plus `extra`). */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  input: unknown,
  extra: Record<string, string> = {},
): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues, extra);
  if (Object.keys(extra).length > 0) throw validationError([], extra);
  return result.data;
}
