import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FormMessage } from '#web/components/ui/form-field';
import { applyServerErrors } from './apply-server-errors';
import { FormActions } from './form-actions';

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
 * Saving a content form: tells the dialog it is busy, puts the server's field messages under their
 * fields and keeps its form-level message; `onOther` gets what no field of the form took (the photo).
 */
export function useContentSave<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  onBusyChange: (busy: boolean) => void,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  return {
    serverError,
    clearServerError: () => setServerError(null),
    save<V>(
      mutate: (variables: V, callbacks: SaveCallbacks) => void,
      variables: V,
      onSaved: () => void,
      onOther?: (error: unknown, other: Record<string, string>) => void,
    ) {
      setServerError(null);
      onBusyChange(true);
      mutate(variables, {
        onSuccess: onSaved,
        onError: (error) => {
          const { message, other } = applyServerErrors(error, fields, setError);
          onOther?.(error, other);
          setServerError(message);
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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
