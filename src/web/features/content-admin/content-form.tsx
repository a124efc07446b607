import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '#web/components/ui/form-field';
import {
  apiMessageOr,
  useServerForm,
  type ServerForm,
  type ServerFormOptions,
} from '#web/lib/use-server-form';
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
 * dialog it is busy, shows a failure on the form, hands `onOther` what no field of the form took (the
 * photo) and, once saved, tells the dialog the saved item's name.
 */
export function useContentForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  dialog: ContentFormProps,
  options: Omit<ServerFormOptions<Input, Output>, 'failureMessage'>,
) {
  const form = useServerForm(schema, { ...options, failureMessage: contentSaveFailure });
  return {
    ...form,
    save<V>(
      mutate: (variables: V, callbacks: SaveCallbacks) => void,
      variables: V,
      savedName: string,
      onOther?: (error: unknown, other: Record<string, string>) => void,
    ) {
      form.clearFormError();
      dialog.onBusyChange(true);
      mutate(variables, {
        onSuccess: () => dialog.onSaved(savedName),
        onError: (error) => {
          const other = form.showServerError(error);
          onOther?.(error, other);
        },
        onSettled: () => dialog.onBusyChange(false),
      });
    },
  };
}

/**
 * The form element of a content dialog: its fields (children), the server's message and Cancel/Save at
 * the end; `onSubmit` gets the checked values.
 */
export function ContentFormShell<Input extends FieldValues, Output extends FieldValues>({
  dialog,
  form,
  busy,
  onSubmit,
  children,
}: {
  dialog: ContentFormProps;
  form: ServerForm<Input, Output>;
  busy: boolean;
  onSubmit: SubmitHandler<Output>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-labelledby={dialog.labelledBy}
      className="mt-4 space-y-4"
    >
      {children}
      <FormError message={form.formError} />
      <FormActions busy={busy} onCancel={dialog.onCancel} />
    </form>
  );
}
