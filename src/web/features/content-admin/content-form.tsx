import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm, type ServerFormOptions } from '#web/lib/use-server-form';
import { FormActions } from './form-actions';

/** The form-level message of every content form whose save failed. */
export const contentSaveFailure = apiMessageOr(
  'The change could not be saved. Check your connection and try again.',
);

/** What every content form gets from its editor's dialog. */
export interface ContentFormProps {
  labelledBy: string;
  /** Called with the saved item's name, for the editor's announcement. */
  onSaved: (name: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

/**
 * A content form (useServerForm with the content forms' failure message) and its `save`: it tells the
 * dialog it is busy, shows a failure on the form, and hands `onOther` what no field of the form took (the
 * photo).
 */
export function useContentForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  {
    onBusyChange,
    ...options
  }: Omit<ServerFormOptions<Input, Output>, 'failureMessage'> & { onBusyChange: (busy: boolean) => void },
) {
  const form = useServerForm(schema, { ...options, failureMessage: contentSaveFailure });
  return {
    ...form,
    save<V>(
      mutate: (variables: V, callbacks: SaveCallbacks) => void,
      variables: V,
      onSaved: () => void,
      onOther?: (error: unknown, other: Record<string, string>) => void,
    ) {
      form.clearFormError();
      onBusyChange(true);
      mutate(variables, {
        onSuccess: onSaved,
        onError: (error) => {
          const other = form.showServerError(error);
          onOther?.(error, other);
        },
        onSettled: () => onBusyChange(false),
      });
    },
  };
}

/** The form element of a content dialog, with the server's message and Cancel/Save at the end. */
export function ContentFormShell({
  labelledBy,
  onSubmit,
  serverError,
  busy,
  onCancel,
  children,
}: {
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
      {children}
      <FormError message={serverError} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
