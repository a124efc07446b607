import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * The form-level message of a failed request, worded by each form (docs/product.md names each one);
 * null when the field messages say it all.
 */
export type FailureMessage = (error: unknown) => string | null;

/** The server's own message; `fallback` when there was no answer or none we could read. */
export const serverMessageOr =
  (fallback: string): FailureMessage =>
  (error) =>
    error instanceof ApiError && error.fromServer ? error.message : fallback;

/** The API client's message (the server's, or "Server error…" for an unreadable answer); `fallback` with no answer. */
export const apiMessageOr =
  (fallback: string): FailureMessage =>
  (error) =>
    error instanceof ApiError ? error.message : fallback;

export interface ServerFormOptions<Input extends FieldValues, Output extends FieldValues> extends Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> {
  /** Words the form-level message of a failed request. */
  failureMessage: FailureMessage;
  /**
   * The fields that take the server's field messages; by default those of `defaultValues`. A
   * message for `features.2` goes to `features`.
   */
  serverFields?: readonly Path<Input>[];
  /** Moves focus to the first field (in `serverFields` order) the server blamed. */
  focusServerErrors?: boolean;
}

/** What useServerForm adds to react-hook-form's form. */
export interface ServerErrors {
  /** The form-level message of the last failed request; null until then and after `clearFormError`. */
  formError: string | null;
  clearFormError: () => void;
  /**
   * Puts the server's field messages under their fields and sets the form-level message. Returns the
   * messages no field of the form took (e.g. a picture sent beside the fields).
   */
  showServerError: (error: unknown) => Record<string, string>;
}

export type ServerForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> &
  ServerErrors;

/**
 * A react-hook-form form checked by the same zod schema as its route (docs/architecture.md#forms),
 * which shows a failed request the same way everywhere: field messages under their fields, one
 * form-level message (render it with `FormError`).
 */
export function useServerForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { failureMessage, serverFields, focusServerErrors = false, ...options }: ServerFormOptions<Input, Output>,
): ServerForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = serverFields ?? (Object.keys(options.defaultValues ?? {}) as Path<Input>[]);

  const showServerError = (error: unknown) => {
    const other: Record<string, string> = {};
    const placed = new Map<Path<Input>, string>();
    if (error instanceof ApiError) {
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const known = fields.find((name) => name === field || field.startsWith(`${name}.`));
        if (known) placed.set(known, message);
        else other[field] = message;
      }
    }
    const first = fields.find((name) => placed.has(name));
    for (const [name, message] of placed) {
      form.setError(name, { type: 'server', message }, { shouldFocus: focusServerErrors && name === first });
    }
    setFormError(failureMessage(error));
    return other;
  };

  // A second submit while the first is still being checked and sent is the same one clicked twice: it is
  // dropped (the button is disabled only once the mutation's pending state renders; the shared client's
  // Idempotency-Key covers what gets past, docs/decisions/036-idempotent-submissions.md).
  const submitting = useRef(false);
  const handleSubmit: typeof form.handleSubmit =
    <TResult>(...handlers: Parameters<typeof form.handleSubmit<TResult>>) =>
    async (event?: BaseSyntheticEvent): Promise<Awaited<TResult> | undefined> => {
      if (submitting.current) {
        event?.preventDefault();
        return undefined;
      }
      submitting.current = true;
      try {
        return await form.handleSubmit(...handlers)(event);
      } finally {
        submitting.current = false;
      }
    };

  return { ...form, handleSubmit, formError, clearFormError: () => setFormError(null), showServerError };
}
