import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client';

/**
 * Puts the server's field messages under their fields and returns the form-level message.
 * Fields the form does not have (e.g. `photo`) come back in `other`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { message: string; other: Record<string, string> } {
  if (!(error instanceof ApiError)) {
    return { message: 'The change could not be saved. Check your connection and try again.', other: {} };
  }
  const other: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field || field.startsWith(`${name}.`));
    if (known) setError(known, { type: 'server', message });
    else other[field] = message;
  }
  return { message: error.message, other };
}
