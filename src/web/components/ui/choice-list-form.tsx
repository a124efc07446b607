import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { Field, FormError, FormMessage } from './form-field';
import { Button } from './button';

interface SaveMutation<Output> {
  isPending: boolean;
  mutate(values: Output, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * One choice (a select of the same options) per kind, saved together: the mail choices of admins and of
 * posters. "Saved" shows until a choice changes again.
 */
export function ChoiceListForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  choices,
  kinds,
  labels,
  options,
  save,
  label,
  submitLabel,
  savedMessage,
  failedMessage,
  className,
  gridClassName,
}: {
  schema: z.ZodType<Output, Input>;
  /** The stored choices, one per kind. */
  choices: DefaultValues<Input>;
  kinds: readonly Path<Input>[];
  labels: Record<Path<Input>, string>;
  options: readonly { value: string; label: string }[];
  save: SaveMutation<Output>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  savedMessage: string;
  /** The form-level message when the save failed without the API's own. */
  failedMessage: string;
  className: string;
  gridClassName: string;
}) {
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(schema, { defaultValues: choices, failureMessage: apiMessageOr(failedMessage) });
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true), onError: showServerError });
  });
  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-label={label}>
      <div className={gridClassName}>
        {kinds.map((kind) => (
          <Field
            key={kind}
            label={labels[kind]}
            options={options}
            error={(errors[kind] as { message?: string } | undefined)?.message}
            registration={register(kind, { onChange: () => setSaved(false) })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : submitLabel}
        </Button>
        {saved && <FormMessage tone="success">{savedMessage}</FormMessage>}
      </div>
      <FormError message={formError} />
    </form>
  );
}
