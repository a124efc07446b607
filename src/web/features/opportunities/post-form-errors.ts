import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client';

/**
 * Puts the server's field errors beside their fields and returns the form-level message:
 * the text of docs/product.md#post-pages for the kind, with the server's reason where it asks for one.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  message: (serverMessage: string | undefined) => string,
): string {
  if (error instanceof ApiError) {
    for (const field of fields) {
      const text = error.fieldErrors[field];
      if (text) setError(field, { type: 'server', message: text }, { shouldFocus: true });
    }
    return message(error.fromServer ? error.message : undefined);
  }
  return message(undefined);
}
