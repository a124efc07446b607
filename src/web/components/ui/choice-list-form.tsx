import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { Field, FormError, FormMessage } from './form-field';
import { Button } from './button';
import { QueryStates } from './status';

interface SaveMutation<Output> {
  isPending: boolean;
  mutate(values: Output, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

interface ChoicesQuery<Choices> {
  isPending: boolean;
  isError: boolean;
  data?: Choices;
  error?: unknown;
  refetch: () => unknown;
}

type FormProps<Input extends FieldValues, Output extends FieldValues> = {
  schema: z.ZodType<Output, Input>;
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
};

/**
 * One choice (a select of the same options) per kind, saved together: the mail choices of admins and of
 * posters, once `query` has loaded the stored ones (`loading` and `loadFailed` word its states). "Saved"
 * shows until a choice changes again.
 */
export function ChoiceListForm<Input extends FieldValues, Output extends FieldValues>({
  query,
  loading,
  loadFailed,
  ...form
}: FormProps<Input, Output> & {
  query: ChoicesQuery<DefaultValues<Input>>;
  /** The spinner's words for screen readers. */
  loading: string;
  loadFailed: string;
}) {
  return (
    <QueryStates query={query} loading={loading} failure={loadFailed}>
      {(choices) => <ChoiceFields {...form} choices={choices} />}
    </QueryStates>
  );
}

/** The form itself, mounted once the stored choices are its defaults. */
function ChoiceFields<Input extends FieldValues, Output extends FieldValues>({
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
}: FormProps<Input, Output> & {
  /** The stored choices, one per kind. */
  choices: DefaultValues<Input>;
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
